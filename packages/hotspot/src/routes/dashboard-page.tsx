import { DashboardPage } from '../features/dashboard/components/dashboard-page';

/** Exposed as `./DashboardPage`, mounted by the shell as the index of `/app`. */
export { DashboardPage };

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default DashboardPage;
