import type { ReactElement } from 'react';
import { ScreenPlaceholder, usePageTitle } from 'ui-kit';

/** `/app/routers`: router management (SPEC §2 Routers). */
export function RoutersPage(): ReactElement {
  usePageTitle('Routers');

  return (
    <ScreenPlaceholder screen="Routers">
      Router cards with online status, connection tests and the add/edit dialog.
    </ScreenPlaceholder>
  );
}
