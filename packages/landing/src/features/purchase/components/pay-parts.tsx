import type { ReactNode } from 'react';
import { FiArrowLeft } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupiah } from '../../../lib/format-price';
import { PRODUCT_NAME, WifiLogo } from '../../brand';

// The pieces the public payment pages share: an order's status page (`/pay/…`), an invoice's
// pay page (`/bayar/…`) and the checkout dialog. Plain elements styled by the `lp-pay-*` classes of src/styles/public.css.

export type Tone = 'wait' | 'ok' | 'bad' | 'info';

/** A state's title and text in both languages. */
export interface Panel {
  title: string;
  en?: string;
  id: string;
}

/**
 * A state's title and text. The status page leads in English with the Indonesian beneath
 * (`lead: 'en'`); the invoice pay page, for subscribers, leads in Indonesian with the English beneath.
 */
export function Message({
  text,
  tone,
  busy,
  lead = 'en',
}: {
  text: Panel;
  tone: Tone;
  busy?: boolean;
  lead?: 'en' | 'id';
}) {
  const first = lead === 'en' ? text.en : text.id;
  const second = lead === 'en' ? text.id : text.en;
  const secondLang = lead === 'en' ? 'id' : 'en';
  return (
    <div className={`lp-pay-message lp-pay-${tone}`}>
      <h1 className="lp-pay-title">
        {busy ? <span className="lp-spinner" aria-hidden /> : null}
        {text.title}
      </h1>
      {first ? <p>{first}</p> : null}
      {second ? (
        <p lang={secondLang} className="lp-muted">
          {second}
        </p>
      ) : null}
    </div>
  );
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lp-pay-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A way back: home by default, or another page of this site (the invoice an order pays). */
export function BackHome({ label = 'Back to home', to = '/' }: { label?: string; to?: string }) {
  return (
    <RouterLink to={to} className="lp-back">
      <FiArrowLeft aria-hidden />
      {label}
    </RouterLink>
  );
}

/** The page around a payment's card: the brand (the company's name when known) above the body. */
export function PayCard({
  brand = PRODUCT_NAME,
  lang,
  children,
}: {
  brand?: string;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <main className="lp-root lp-login lp-pay" lang={lang}>
      <div className="lp-login-card lp-pay-card">
        <div className="lp-pay-brand">
          <WifiLogo size={40} />
          <span>{brand}</span>
        </div>
        {children}
      </div>
    </main>
  );
}

const PAY_BUTTON_TEXT = {
  en: { busy: 'Creating payment...', pay: 'Pay' },
  id: { busy: 'Membuat pembayaran...', pay: 'Bayar' },
} as const;

/**
 * The end of a pay form: the error not on a field (an alert) and the button that pays the total,
 * with a spinner while the payment is made. The checkout dialog says it in English
 * (`lang: 'en'`), the invoice pay page in Indonesian.
 */
export function PaySubmit({
  formError,
  busy,
  total,
  lang = 'en',
}: {
  formError: string | null;
  busy: boolean;
  /** What the buyer pays, fee included, in whole rupiah. */
  total: number;
  lang?: 'en' | 'id';
}) {
  const text = PAY_BUTTON_TEXT[lang];
  return (
    <>
      {formError ? (
        <p className="lp-form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        className="lp-button lp-button-brand lp-button-lg lp-button-full"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? (
          <>
            <span className="lp-spinner" aria-hidden />
            {text.busy}
          </>
        ) : (
          `${text.pay} ${formatRupiah(total)}`
        )}
      </button>
    </>
  );
}
