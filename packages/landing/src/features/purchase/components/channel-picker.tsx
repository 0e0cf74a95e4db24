import type { UseQueryResult } from '@tanstack/react-query';
import type { PaymentChannel } from 'contracts/types';
import { getErrorMessage } from 'shared-auth';
import { formatRupiah } from '../../../lib/format-price';

// Tripay's channels as a radio group, and the sum the payer pays: shared by a package's checkout
// dialog (English first) and an invoice's pay page (Indonesian first).

export type PickerLanguage = 'en' | 'id';

export const CHANNEL_TEXT = {
  en: {
    legend: 'Payment method',
    loading: 'Loading payment methods...',
    failed: 'The payment methods could not be loaded.',
    none: 'No payment method is available for this package right now.',
    retry: 'Retry',
    fee: 'Fee',
    noFee: 'No fee',
    price: 'Price',
    paymentFee: 'Payment fee',
    total: 'Total',
    summary: 'Order summary',
  },
  id: {
    legend: 'Metode pembayaran',
    loading: 'Memuat metode pembayaran...',
    failed: 'Metode pembayaran tidak dapat dimuat.',
    none: 'Belum ada metode pembayaran untuk tagihan ini.',
    retry: 'Coba lagi',
    fee: 'Biaya',
    noFee: 'Tanpa biaya',
    price: 'Tagihan',
    paymentFee: 'Biaya pembayaran',
    total: 'Total',
    summary: 'Ringkasan pembayaran',
  },
} as const;

/** The channels by Tripay's group (Virtual Account, Convenience Store, E-Wallet), in Tripay's order. */
export function groupChannels(channels: PaymentChannel[]): Array<[string, PaymentChannel[]]> {
  const groups = new Map<string, PaymentChannel[]>();
  for (const channel of channels) {
    const group = channel.group || 'Other';
    groups.set(group, [...(groups.get(group) ?? []), channel]);
  }
  return [...groups];
}

export interface ChannelPickerProps {
  channels: UseQueryResult<PaymentChannel[]>;
  /** The chosen channel's code ('' for none). */
  value: string;
  onChange: (code: string) => void;
  disabled: boolean;
  /** The message under the group when no channel is chosen on submit. */
  error?: string;
  /** The error's element id (the fieldset is described by it). */
  errorId: string;
  /** Receives the first radio, which gets focus when the choice is missing. */
  firstRef?: (element: HTMLInputElement | null) => void;
  lang?: PickerLanguage;
}

export function ChannelPicker({
  channels,
  value,
  onChange,
  disabled,
  error,
  errorId,
  firstRef,
  lang = 'en',
}: ChannelPickerProps) {
  const text = CHANNEL_TEXT[lang];
  const list = channels.data ?? [];
  const feeText = (channel: PaymentChannel) =>
    channel.totalFee > 0 ? `${text.fee} ${formatRupiah(channel.totalFee)}` : text.noFee;
  return (
    <fieldset
      className="lp-channels"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="lp-label">{text.legend}</legend>
      {channels.isPending ? (
        <p className="lp-muted lp-small" role="status">
          <span className="lp-spinner" aria-hidden /> {text.loading}
        </p>
      ) : channels.isError ? (
        <div className="lp-inline-alert" role="alert">
          <p>
            {text.failed} {getErrorMessage(channels.error, '')}
          </p>
          <button
            type="button"
            className="lp-button lp-button-outline lp-button-sm"
            onClick={() => void channels.refetch()}
          >
            {text.retry}
          </button>
        </div>
      ) : list.length === 0 ? (
        <p className="lp-muted lp-small">{text.none}</p>
      ) : (
        groupChannels(list).map(([group, members], groupIndex) => (
          <div key={group} className="lp-channel-group">
            <p className="lp-channel-group-name">{group}</p>
            <ul className="lp-channel-list">
              {members.map((channel, index) => (
                <li key={channel.code}>
                  <label className="lp-channel">
                    <input
                      type="radio"
                      name="method"
                      value={channel.code}
                      checked={value === channel.code}
                      disabled={disabled}
                      onChange={() => onChange(channel.code)}
                      ref={groupIndex === 0 && index === 0 ? firstRef : undefined}
                    />
                    <span className="lp-channel-name">{channel.name}</span>
                    <span className="lp-channel-fee">{feeText(channel)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      {error ? (
        <p id={errorId} className="lp-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The price, the chosen channel's fee and the total. */
export function PaymentSummary({
  price,
  channel,
  lang = 'en',
}: {
  price: number;
  channel: PaymentChannel | undefined;
  lang?: PickerLanguage;
}) {
  const text = CHANNEL_TEXT[lang];
  return (
    <dl className="lp-summary" aria-label={text.summary}>
      <div>
        <dt>{text.price}</dt>
        <dd>{formatRupiah(price)}</dd>
      </div>
      <div>
        <dt>{text.paymentFee}</dt>
        <dd>{channel ? formatRupiah(channel.totalFee) : '—'}</dd>
      </div>
      <div className="lp-summary-total">
        <dt>{text.total}</dt>
        <dd>{formatRupiah(price + (channel?.totalFee ?? 0))}</dd>
      </div>
    </dl>
  );
}
