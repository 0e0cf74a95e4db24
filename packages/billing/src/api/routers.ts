import { DASHBOARD_ROUTERS_PATH } from 'contracts/paths';
import type { Router } from 'contracts/types';
import { useAllRecords } from 'ui-kit/common';

/**
 * Every router (`GET /dashboard/routers`, the whole list): the reports' router filter and the
 * plans' PPP profiles read it. `enabled` false holds the call back.
 */
export function useRouters(enabled = true) {
  return useAllRecords<Router>(DASHBOARD_ROUTERS_PATH, { envelope: 'success', enabled });
}
