import { DEFAULT_HOTSPOT_DNS_NAME } from 'contracts/limits';
import type { Router } from '../../../api/types';

/** docs/rules/hotspot.md: the hotspot server's DNS name, `hotspot.lan` unless the router says otherwise. */
export { DEFAULT_HOTSPOT_DNS_NAME };

export function routerDnsName(router: Pick<Router, 'hotspotDnsName'>): string {
  return router.hotspotDnsName?.trim() || DEFAULT_HOTSPOT_DNS_NAME;
}
