import type { ReactElement } from 'react';
import { ScreenPlaceholder, usePageTitle } from 'ui-kit';

/** `/app` (index): router and transaction statistics (SPEC §2 Dashboard). */
export function DashboardPage(): ReactElement {
  usePageTitle('Dashboard');

  return (
    <ScreenPlaceholder screen="Dashboard">
      Router and transaction statistics, a router overview and quick actions.
    </ScreenPlaceholder>
  );
}
