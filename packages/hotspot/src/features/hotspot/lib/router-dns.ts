import { DEFAULT_HOTSPOT_DNS_NAME } from 'contracts/limits';
import type { Router } from '../../../api/types';

/** DECISIONS §8: the hotspot server's DNS name, `hotspot.lan` unless the router says otherwise. */
export { DEFAULT_HOTSPOT_DNS_NAME };

export function routerDnsName(router: Pick<Router, 'hotspotDnsName'>): string {
  return router.hotspotDnsName?.trim() || DEFAULT_HOTSPOT_DNS_NAME;
}
