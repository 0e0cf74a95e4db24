// A CMS package sold online (docs/rules/payments.md#packages-sold-online): what it must name.
import { HOTSPOT_FIELD_MESSAGES, PACKAGE_FIELD_MESSAGES } from 'contracts/messages';
import type { Executor } from '../db/client';
import { isRecordId } from '../lib/record-id';
import { routerExists } from '../repositories/cms';
import { invalidField } from '../schemas/errors';

/**
 * The router a package sold online names must exist, and then it needs the profile of its sale
 * kind: a PPP profile, or a hotspot profile for a voucher (docs/rules/payments.md#packages-sold-online,
 * docs/rules/hotspot.md). Whether the profile exists on the router is not checked here: the router may be
 * offline while the CMS is edited; provisioning reports it.
 */
export async function checkSoldOnline(
  db: Executor,
  routerId: string | null,
  pppProfile: string | null,
  sale: { saleKind: 'ppp' | 'voucher'; hotspotProfile: string | null } = {
    saleKind: 'ppp',
    hotspotProfile: null,
  },
): Promise<void> {
  if (routerId === null) return;
  if (!isRecordId(routerId) || !(await routerExists(db, routerId))) {
    throw invalidField('routerId', PACKAGE_FIELD_MESSAGES.routerId);
  }
  if (sale.saleKind === 'voucher') {
    if (sale.hotspotProfile === null || sale.hotspotProfile === '')
      throw invalidField('hotspotProfile', HOTSPOT_FIELD_MESSAGES.hotspotProfile);
    return;
  }
  if (pppProfile === null || pppProfile === '') {
    throw invalidField('pppProfile', PACKAGE_FIELD_MESSAGES.pppProfile);
  }
}
