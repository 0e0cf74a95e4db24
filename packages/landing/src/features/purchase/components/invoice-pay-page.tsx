import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { PublicInvoice } from 'contracts/types';
import { getErrorMessage, toFieldErrors } from 'shared-auth';
import { formatRupiah } from '../../../lib/format-price';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateInvoiceCheckout } from '../api/create-invoice-checkout';
import { usePaymentChannels } from '../api/get-payment-channels';
import { publicInvoiceQueryKey, usePublicInvoice } from '../api/get-public-invoice';
import { statusOf } from '../api/get-public-transaction';
import {
  isRedirectResult,
  statusPath,
  totalWith,
  validateInvoiceCheckout,
  type InvoiceCheckoutErrors,
} from '../lib/checkout-form';
import { leavePage } from '../lib/leave-page';
import { ChannelPicker, PaymentSummary } from './channel-picker';
import { BackHome, Message, PayCard, PaySubmit, Row, type Panel } from './pay-parts';

/**
 * What the invoice pay page says (docs/rules/billing.md#paying-online): Indonesian first, for the
 * subscribers it is sent to, with the English beneath.
 */
export const INVOICE_PAY_TEXT = {
  loading: { title: 'Memuat tagihan...', id: '', en: 'Loading your invoice...' },
  notFound: {
    title: 'Tagihan tidak ditemukan',
    id: 'Tautan ini tidak berlaku. Pastikan Anda membuka tautan lengkap dari pesan tagihan.',
    en: 'Invoice not found: check that you opened the whole link from your invoice message.',
  },
  loadFailed: {
    title: 'Tagihan tidak dapat dimuat',
    id: 'Periksa koneksi Anda, lalu coba lagi.',
    en: 'The invoice could not be loaded.',
  },
  unpaid: {
    title: 'Tagihan internet',
    id: 'Pilih metode pembayaran, lalu bayar. Koneksi Anda tetap aktif (atau aktif kembali) setelah pembayaran diterima.',
    en: 'Choose a payment method and pay. Your connection stays on (or comes back) once the payment is received.',
  },
  overdue: {
    title: 'Tagihan lewat jatuh tempo',
    id: 'Segera bayar agar koneksi Anda tidak diisolir, atau aktif kembali bila sudah terisolir.',
    en: 'This invoice is past its due date: pay now to keep your connection, or to have it back if it was isolated.',
  },
  paid: {
    title: 'Tagihan sudah lunas',
    id: 'Terima kasih, pembayaran tagihan ini sudah kami terima.',
    en: 'This invoice is paid. Thank you!',
  },
  void: {
    title: 'Tagihan dibatalkan',
    id: 'Tagihan ini telah dibatalkan dan tidak perlu dibayar. Hubungi kami bila ada pertanyaan.',
    en: 'This invoice was cancelled and need not be paid.',
  },
  failed: 'Pembayaran tidak dapat dimulai. Silakan coba lagi.',
  rateLimited: 'Terlalu banyak percobaan. Tunggu sebentar, lalu coba lagi.',
  retry: 'Coba lagi',
  home: 'Kembali ke beranda',
} as const satisfies Record<string, Panel | string>;

const STATUS_LABEL = {
  unpaid: 'Belum dibayar',
  overdue: 'Lewat jatuh tempo',
  paid: 'Lunas',
  void: 'Dibatalkan',
} as const;

const monthYear = new Intl.DateTimeFormat('id-ID', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11` → `November 2026`; anything else as given. */
export function formatPeriodId(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  return match ? monthYear.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : period;
}

/** `2026-12-05` → `5 Desember 2026`; anything else as given. */
export function formatDayId(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match
    ? longDay.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : day;
}

/** Today in WIB as `YYYY-MM-DD` (the due date is a WIB day). */
function todayWib(now: number): string {
  return new Date(now + 7 * 3_600_000).toISOString().slice(0, 10);
}

type Shown = keyof typeof STATUS_LABEL;

export function shownStatus(invoice: PublicInvoice, now = Date.now()): Shown {
  if (invoice.status !== 'unpaid') return invoice.status;
  return invoice.dueDate < todayWib(now) ? 'overdue' : 'unpaid';
}

function PayForm({ token, invoice }: { token: string; invoice: PublicInvoice }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const channels = usePaymentChannels({ invoiceToken: token });
  const checkout = useCreateInvoiceCheckout();
  const [method, setMethod] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<InvoiceCheckoutErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // Set synchronously: a double click starts one payment, whatever React has rendered yet.
  const sending = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const firstChannel = useRef<HTMLInputElement | null>(null);
  const emailField = useRef<HTMLInputElement | null>(null);
  const busy = checkout.isPending || leaving;
  const selected = (channels.data ?? []).find((channel) => channel.code === method);

  const validate = (next: { method: string; email: string }) =>
    validateInvoiceCheckout({ method: next.method, customerEmail: next.email });

  function focusFirst(found: InvoiceCheckoutErrors) {
    // After the fields are enabled again (they are off while sending).
    window.setTimeout(() => {
      if (found.method) firstChannel.current?.focus();
      else if (found.customerEmail) emailField.current?.focus();
    }, 0);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setSubmitted(true);
    setFormError(null);
    const found = validate({ method, email });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    sending.current = true;
    try {
      const typed = email.trim();
      const result = await checkout.mutateAsync({
        token,
        method,
        ...(typed ? { customerEmail: typed } : {}),
      });
      setLeaving(true);
      if (isRedirectResult(result)) leavePage(result.checkoutUrl);
      else navigate(statusPath(result));
    } catch (error) {
      sending.current = false;
      const fields = toFieldErrors(error);
      if (fields) {
        const onFields = { method: fields.method, customerEmail: fields.customerEmail };
        setErrors(onFields);
        focusFirst(onFields);
        // Anything not on a field of this form is said above the button.
        const rest = Object.entries(fields).find(([path]) => !(path in onFields));
        setFormError(rest ? rest[1] : null);
      } else if (statusOf(error) === 409) {
        // Paid meanwhile (at the counter, on another device) or voided: the page shows it.
        setFormError(getErrorMessage(error, INVOICE_PAY_TEXT.failed));
        void queryClient.invalidateQueries({ queryKey: publicInvoiceQueryKey(token) });
      } else if (statusOf(error) === 429) {
        setFormError(getErrorMessage(error, INVOICE_PAY_TEXT.rateLimited));
      } else {
        setFormError(getErrorMessage(error, INVOICE_PAY_TEXT.failed));
      }
    }
  }

  return (
    <form noValidate className="lp-form" onSubmit={(event) => void onSubmit(event)}>
      <ChannelPicker
        lang="id"
        channels={channels}
        value={method}
        onChange={(code) => {
          setMethod(code);
          if (submitted) setErrors(validate({ method: code, email }));
        }}
        disabled={busy}
        error={errors.method}
        errorId="invoice-method-error"
        firstRef={(element) => {
          firstChannel.current = element;
        }}
      />
      <div className="lp-field">
        <label className="lp-label" htmlFor="invoice-email">
          Email (opsional)
        </label>
        <input
          ref={emailField}
          id="invoice-email"
          name="customerEmail"
          className="lp-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="nama@contoh.com"
          value={email}
          disabled={busy}
          onChange={(event) => {
            setEmail(event.target.value);
            if (submitted) setErrors(validate({ method, email: event.target.value }));
          }}
          aria-invalid={errors.customerEmail ? true : undefined}
          aria-describedby={`invoice-email-hint${errors.customerEmail ? ' invoice-email-error' : ''}`}
        />
        <p id="invoice-email-hint" className="lp-hint">
          Bukti pembayaran dikirim ke email ini; wajib bila email Anda belum terdaftar pada kami.
        </p>
        {errors.customerEmail ? (
          <p id="invoice-email-error" className="lp-error">
            {errors.customerEmail}
          </p>
        ) : null}
      </div>
      <PaymentSummary lang="id" price={invoice.amount} channel={selected} />
      <PaySubmit
        formError={formError}
        busy={busy}
        total={totalWith(invoice.amount, selected)}
        lang="id"
      />
      <p className="lp-hint">
        Pembayaran diproses oleh Tripay; setelah membayar Anda kembali ke halaman ini.
      </p>
    </form>
  );
}

function InvoiceView({ token, invoice }: { token: string; invoice: PublicInvoice }) {
  const shown = shownStatus(invoice);
  const panel =
    shown === 'paid'
      ? { text: INVOICE_PAY_TEXT.paid, tone: 'ok' as const }
      : shown === 'void'
        ? { text: INVOICE_PAY_TEXT.void, tone: 'info' as const }
        : shown === 'overdue'
          ? { text: INVOICE_PAY_TEXT.overdue, tone: 'bad' as const }
          : { text: INVOICE_PAY_TEXT.unpaid, tone: 'wait' as const };
  useDocumentTitle(`${panel.text.title} · ${invoice.number}`);
  return (
    <>
      <div aria-live="polite">
        {invoice.firstName ? <p className="lp-pay-greeting">Halo, {invoice.firstName}</p> : null}
        <Message {...panel} lead="id" />
      </div>
      <dl className="lp-pay-details" aria-label="Tagihan">
        <Row label="Nomor tagihan">
          <code>{invoice.number}</code>
        </Row>
        <Row label="Periode">{formatPeriodId(invoice.period)}</Row>
        <Row label="Jumlah">
          <strong>{formatRupiah(invoice.amount)}</strong>
        </Row>
        <Row label="Jatuh tempo">{formatDayId(invoice.dueDate)}</Row>
        <Row label="Status">
          <span className={`lp-badge lp-badge-${shown}`}>{STATUS_LABEL[shown]}</span>
        </Row>
      </dl>
      {invoice.status === 'unpaid' ? (
        <PayForm token={token} invoice={invoice} />
      ) : (
        <BackHome label={INVOICE_PAY_TEXT.home} />
      )}
    </>
  );
}

/** The first render, also prerendered for `/bayar/*` (src/prerender/pages.tsx). */
export function InvoiceLoading() {
  useDocumentTitle(INVOICE_PAY_TEXT.loading.title);
  return (
    <div className="lp-pay-message" role="status">
      <h1 className="lp-pay-title">
        <span className="lp-spinner" aria-hidden />
        {INVOICE_PAY_TEXT.loading.title}
      </h1>
      <p lang="en" className="lp-muted">
        {INVOICE_PAY_TEXT.loading.en}
      </p>
    </div>
  );
}

function Failure({ text }: { text: Panel }) {
  useDocumentTitle(text.title);
  return <Message text={text} tone="bad" lead="id" />;
}

/**
 * `/bayar/{token}` (docs/rules/billing.md#paying-online): an invoice for whoever holds its link —
 * the company, number, period, amount, due date, status and the subscriber's first name — and,
 * while unpaid, Tripay's channels and Pay, which goes to Tripay's page (or, for a pay code, to the
 * order's status page; Tripay's return_url brings the payer there too).
 */
export function InvoicePayPage({ token, company }: { token: string; company?: string }) {
  const query = usePublicInvoice(token);
  const notFound = !token || statusOf(query.error) === 404;

  let body;
  if (notFound)
    body = (
      <>
        <Failure text={INVOICE_PAY_TEXT.notFound} />
        <BackHome label={INVOICE_PAY_TEXT.home} />
      </>
    );
  else if (query.data) body = <InvoiceView token={token} invoice={query.data} />;
  else if (query.isError)
    body = (
      <>
        <div role="alert">
          <Failure
            text={{
              ...INVOICE_PAY_TEXT.loadFailed,
              en: getErrorMessage(query.error, INVOICE_PAY_TEXT.loadFailed.en),
            }}
          />
        </div>
        <button
          type="button"
          className="lp-button lp-button-brand lp-button-full"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {query.isFetching ? <span className="lp-spinner" aria-hidden /> : null}
          {INVOICE_PAY_TEXT.retry}
        </button>
      </>
    );
  else body = <InvoiceLoading />;

  return (
    <PayCard lang="id" brand={company || undefined}>
      {body}
    </PayCard>
  );
}
