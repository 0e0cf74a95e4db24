import type { Router } from '../../../api/types';

/** DECISIONS §8: the hotspot server's DNS name, `hotspot.lan` unless the router says otherwise. */
export const DEFAULT_HOTSPOT_DNS_NAME = 'hotspot.lan';

export function routerDnsName(router: Router): string {
  // TODO(h17api contracts): `hotspotDnsName` is a field of Router once merged.
  const named = (router as Router & { hotspotDnsName?: string | null }).hotspotDnsName;
  return named?.trim() || DEFAULT_HOTSPOT_DNS_NAME;
}
