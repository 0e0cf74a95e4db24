import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FiX } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import type { ServicePackage } from 'contracts/landing';
import { getErrorMessage, toFieldErrors } from 'shared-auth';
import { useCreateCheckout } from '../api/create-checkout';
import { usePaymentChannels } from '../api/get-payment-channels';
import { statusOf } from '../api/get-public-transaction';
import {
  CHECKOUT_FIELDS,
  EMPTY_CHECKOUT,
  isRedirectResult,
  statusPath,
  toCheckoutInput,
  totalWith,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
} from '../lib/checkout-form';
import { leavePage } from '../lib/leave-page';
import { ChannelPicker, PaymentSummary } from './channel-picker';
import { Modal } from './modal';
import { PaySubmit } from './pay-parts';

export interface CheckoutDialogProps {
  pkg: ServicePackage;
  /** The package price in whole rupiah (what the server charges). */
  price: number;
  onClose: () => void;
}

export const CHECKOUT_TEXT = {
  failed: 'The payment could not be started. Please try again.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
} as const;

/**
 * The checkout (docs/rules/payments.md#checkout): buyer's name, Indonesian mobile number, email and
 * a payment channel with its fee; the total; `POST /public/checkout` once; then Tripay's page for a
 * redirect channel or our status page with the pay code for a direct one.
 */
export function CheckoutDialog({ pkg, price, onClose }: CheckoutDialogProps) {
  const navigate = useNavigate();
  const channels = usePaymentChannels({ packageId: pkg.id });
  const checkout = useCreateCheckout();
  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [hasSubmitted, setHasSubmitted] = useState(false);
  // Set synchronously: a double click sends one order, whatever React has rendered yet.
  const sending = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const idBase = useId();
  const id = (name: string) => `${idBase}-${name}`;
  const fieldRefs = useRef<Partial<Record<CheckoutField, HTMLElement | null>>>({});

  const busy = checkout.isPending || leaving;
  const channelList = channels.data ?? [];
  const selected = channelList.find((channel) => channel.code === values.method);

  function update(field: CheckoutField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (hasSubmitted) setErrors(validateCheckout(next));
  }

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    update(event.target.name as CheckoutField, event.target.value);
  }

  // The first field to fix gets focus once the fields are enabled again (they are off while sending).
  const [focusField, setFocusField] = useState<CheckoutField | null>(null);
  useEffect(() => {
    if (!focusField || busy) return;
    fieldRefs.current[focusField]?.focus();
    setFocusField(null);
  }, [focusField, busy]);

  function focusFirst(found: CheckoutErrors) {
    setFocusField(CHECKOUT_FIELDS.find((name) => found[name]) ?? null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setHasSubmitted(true);
    setFormError(null);
    const found = validateCheckout(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    sending.current = true;
    try {
      const result = await checkout.mutateAsync(toCheckoutInput(pkg.id, values));
      setLeaving(true);
      if (isRedirectResult(result)) leavePage(result.checkoutUrl);
      else navigate(statusPath(result));
    } catch (error) {
      sending.current = false;
      const fields = toFieldErrors(error);
      if (fields) {
        const onFields: CheckoutErrors = {};
        for (const name of CHECKOUT_FIELDS) if (fields[name]) onFields[name] = fields[name];
        setErrors(onFields);
        // packageId (no longer sold online) or anything not on a field is said above the button.
        const rest = Object.entries(fields).find(([path]) => !(path in onFields));
        setFormError(rest ? rest[1] : null);
        focusFirst(onFields);
      } else if (statusOf(error) === 429) {
        setFormError(getErrorMessage(error, CHECKOUT_TEXT.rateLimited));
      } else {
        setFormError(getErrorMessage(error, CHECKOUT_TEXT.failed));
      }
    }
  }

  const field = (name: 'customerName' | 'customerPhone' | 'customerEmail') => ({
    id: id(name),
    name,
    className: 'lp-input',
    value: values[name],
    onChange: onInput,
    disabled: busy,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [id(`${name}-hint`), errors[name] ? id(`${name}-error`) : null]
      .filter(Boolean)
      .join(' '),
    ref: (element: HTMLInputElement | null) => {
      fieldRefs.current[name] = element;
    },
  });

  const errorText = (name: CheckoutField) =>
    errors[name] ? (
      <p id={id(`${name}-error`)} className="lp-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <Modal labelledBy={id('title')} onClose={busy ? undefined : onClose}>
      <div className="lp-modal-head">
        <div>
          <h2 id={id('title')} className="lp-modal-title">
            Beli {pkg.name}
          </h2>
          <p className="lp-muted lp-small">
            {[pkg.speed, pkg.durationDays ? `${pkg.durationDays} hari` : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <button
          type="button"
          className="lp-icon-button"
          aria-label="Close"
          onClick={onClose}
          disabled={busy}
        >
          <FiX aria-hidden />
        </button>
      </div>

      <form noValidate className="lp-form lp-modal-body" onSubmit={(event) => void onSubmit(event)}>
        <div className="lp-field">
          <label className="lp-label" htmlFor={id('customerName')}>
            Full name
          </label>
          <input {...field('customerName')} autoComplete="name" data-autofocus />
          <p id={id('customerName-hint')} className="lp-hint" lang="id">
            Nama lengkap
          </p>
          {errorText('customerName')}
        </div>
        <div className="lp-field">
          <label className="lp-label" htmlFor={id('customerPhone')}>
            Phone number
          </label>
          <input
            {...field('customerPhone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="081234567890"
          />
          <p id={id('customerPhone-hint')} className="lp-hint" lang="id">
            {pkg.voucher
              ? 'Nomor HP Indonesia; kode voucher tampil setelah pembayaran'
              : 'Nomor HP Indonesia; juga nama pengguna akun internet Anda'}
          </p>
          {errorText('customerPhone')}
        </div>
        <div className="lp-field">
          <label className="lp-label" htmlFor={id('customerEmail')}>
            Email
          </label>
          <input
            {...field('customerEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="nama@contoh.com"
          />
          <p id={id('customerEmail-hint')} className="lp-hint" lang="id">
            Bukti pembayaran dikirim ke email ini
          </p>
          {errorText('customerEmail')}
        </div>

        <ChannelPicker
          channels={channels}
          value={values.method}
          onChange={(code) => update('method', code)}
          disabled={busy}
          error={errors.method}
          errorId={id('method-error')}
          firstRef={(element) => {
            fieldRefs.current.method = element;
          }}
        />

        <PaymentSummary price={price} channel={selected} />

        <PaySubmit formError={formError} busy={busy} total={totalWith(price, selected)} />
        <p className="lp-hint" lang="id">
          Pembayaran diproses oleh Tripay. Akun internet dibuat otomatis setelah pembayaran
          diterima.
        </p>
      </form>
    </Modal>
  );
}
