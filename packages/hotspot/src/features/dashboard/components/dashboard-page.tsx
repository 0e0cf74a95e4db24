import type { ReactElement } from 'react';
import { ScreenPlaceholder, usePageTitle } from 'ui-kit/layout';

/** `/app` (index): router and transaction statistics (docs/rules/routers.md#dashboard). */
export function DashboardPage(): ReactElement {
  usePageTitle('Dashboard');

  return (
    <ScreenPlaceholder screen="Dashboard">
      Router and transaction statistics, a router overview and quick actions.
    </ScreenPlaceholder>
  );
}
