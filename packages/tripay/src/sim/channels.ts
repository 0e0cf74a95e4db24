// The simulator's payment channels: a few of Tripay's real ones with its published standard fees
// and limits (virtual accounts, a store, QRIS, an e-wallet that redirects). Fees are charged to the
// merchant by default, so what the buyer pays (`total_amount`) equals the amount asked for.
import type { TripayFee, TripayPaymentChannel } from '../types';

export interface SimChannel {
  group: string;
  code: string;
  name: string;
  /** direct: a pay code shown on the merchant's page; redirect: the buyer pays at pay_url. */
  type: 'direct' | 'redirect';
  /** What kind of pay code a direct channel hands out. */
  payCodeKind: 'virtual-account' | 'store' | 'qris' | 'none';
  feeMerchant: TripayFee;
  feeCustomer: TripayFee;
  minimumFee: number | null;
  maximumFee: number | null;
  minimumAmount: number;
  maximumAmount: number;
  active: boolean;
}

const free: TripayFee = { flat: 0, percent: 0 };

function channel(
  group: string,
  code: string,
  name: string,
  type: SimChannel['type'],
  payCodeKind: SimChannel['payCodeKind'],
  feeMerchant: TripayFee,
  limits: { minAmount: number; maxAmount: number; minFee?: number; maxFee?: number },
): SimChannel {
  return {
    group,
    code,
    name,
    type,
    payCodeKind,
    feeMerchant,
    feeCustomer: free,
    minimumFee: limits.minFee ?? null,
    maximumFee: limits.maxFee ?? null,
    minimumAmount: limits.minAmount,
    maximumAmount: limits.maxAmount,
    active: true,
  };
}

export function defaultChannels(): SimChannel[] {
  const va = { minAmount: 10_000, maxAmount: 10_000_000 };
  return [
    channel(
      'Virtual Account',
      'BRIVA',
      'BRI Virtual Account',
      'direct',
      'virtual-account',
      { flat: 4250, percent: 0 },
      va,
    ),
    channel(
      'Virtual Account',
      'BCAVA',
      'BCA Virtual Account',
      'direct',
      'virtual-account',
      { flat: 5500, percent: 0 },
      va,
    ),
    channel(
      'Virtual Account',
      'MANDIRIVA',
      'Mandiri Virtual Account',
      'direct',
      'virtual-account',
      { flat: 4250, percent: 0 },
      va,
    ),
    channel(
      'Convenience Store',
      'ALFAMART',
      'Alfamart',
      'direct',
      'store',
      { flat: 3500, percent: 0 },
      { minAmount: 10_000, maxAmount: 2_500_000 },
    ),
    channel(
      'E-Wallet',
      'QRIS2',
      'QRIS',
      'direct',
      'qris',
      { flat: 750, percent: 0.7 },
      { minAmount: 1_000, maxAmount: 5_000_000 },
    ),
    channel(
      'E-Wallet',
      'DANA',
      'DANA',
      'redirect',
      'none',
      { flat: 0, percent: 3 },
      { minAmount: 1_000, maxAmount: 10_000_000, minFee: 1_000 },
    ),
  ];
}

/** A fee in whole rupiah: flat + percent of the amount (rounded up), within the channel's bounds. */
export function feeFor(fee: TripayFee, amount: number, channel: SimChannel): number {
  if (fee.flat === 0 && fee.percent === 0) return 0;
  let value = fee.flat + Math.ceil((amount * fee.percent) / 100);
  if (channel.minimumFee !== null) value = Math.max(value, channel.minimumFee);
  if (channel.maximumFee !== null) value = Math.min(value, channel.maximumFee);
  return value;
}

/**
 * The channel as `GET /merchant/payment-channel` lists it; like Tripay, `total_fee.percent` is a
 * string ("0.70").
 */
export function toWire(channel: SimChannel, iconBase: string): Record<string, unknown> {
  const wire: TripayPaymentChannel = {
    group: channel.group,
    code: channel.code,
    name: channel.name,
    type: channel.type,
    fee_merchant: channel.feeMerchant,
    fee_customer: channel.feeCustomer,
    total_fee: {
      flat: channel.feeMerchant.flat + channel.feeCustomer.flat,
      percent: channel.feeMerchant.percent + channel.feeCustomer.percent,
    },
    minimum_fee: channel.minimumFee,
    maximum_fee: channel.maximumFee,
    minimum_amount: channel.minimumAmount,
    maximum_amount: channel.maximumAmount,
    icon_url: `${iconBase}/${channel.code}.svg`,
    active: channel.active,
  };
  return { ...wire, total_fee: { ...wire.total_fee, percent: wire.total_fee.percent.toFixed(2) } };
}
