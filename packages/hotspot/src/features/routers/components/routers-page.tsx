import type { ReactElement } from 'react';
import { ScreenPlaceholder, usePageTitle } from 'ui-kit/layout';

/** `/app/routers`: router management (docs/rules/routers.md#routers-screen). */
export function RoutersPage(): ReactElement {
  usePageTitle('Routers');

  return (
    <ScreenPlaceholder screen="Routers">
      Router cards with online status, connection tests and the add/edit dialog.
    </ScreenPlaceholder>
  );
}
