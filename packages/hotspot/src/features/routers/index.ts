/** What the dashboard, PPP and payments screens use of the routers feature. */
export {
  DASHBOARD_REFRESH_MS,
  useDashboardStats,
  useRefreshRouters,
  useRouters,
} from '../../api/routers';
export { RouterLastSeen, RouterStatusBadge, countText } from '../../lib/router-status';
export { RoutersPage } from './components/routers-page';
