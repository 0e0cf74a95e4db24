import { useEffect, useState, type ReactNode } from 'react';
import { FiExternalLink } from 'react-icons/fi';
import type { PublicTransaction } from 'contracts/types';
import { getErrorMessage } from 'shared-auth';
import { formatRupiah } from '../../../lib/format-price';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PRODUCT_NAME } from '../../brand';
import { isFinal, statusOf, usePublicTransaction } from '../api/get-public-transaction';
import { CopyButton } from './copy-button';
import { BackHome, Message, PayCard, Row, type Panel, type Tone } from './pay-parts';
import { VoucherQr } from './voucher-qr';

/** What each state of an order says, English first and the Indonesian beneath (docs/rules/payments.md). */
export const PAY_TEXT = {
  loading: { title: 'Checking your payment...', id: 'Memeriksa pembayaran...' },
  notFound: {
    title: 'Payment not found',
    en: 'This link is not valid: check that you opened the whole link from your checkout.',
    id: 'Pembayaran tidak ditemukan. Pastikan Anda membuka tautan lengkap dari halaman pembayaran.',
  },
  loadFailed: {
    title: 'Could not check your payment',
    id: 'Status pembayaran tidak dapat dimuat.',
  },
  unpaid: {
    title: 'Waiting for your payment',
    en: 'Pay the amount below before the time runs out. This page updates by itself once we receive it.',
    id: 'Menunggu pembayaran. Bayar sebelum batas waktu; halaman ini diperbarui otomatis.',
  },
  unpaidDue: {
    title: 'Payment time is up',
    en: 'Checking whether your payment arrived in time...',
    id: 'Batas waktu pembayaran telah lewat. Sedang memeriksa...',
  },
  provisioning: {
    title: 'Payment received',
    en: 'Your internet account is being created. The router is busy — this can take a few minutes. Keep this page open: it updates by itself.',
    id: 'Pembayaran diterima. Akun internet Anda sedang dibuat; router sedang sibuk. Biarkan halaman ini terbuka, halaman diperbarui otomatis.',
  },
  done: {
    title: 'Your internet account is ready',
    en: 'Use this username and password to connect. Save them now, or keep the link to this page: it shows them again.',
    id: 'Akun internet Anda sudah aktif. Simpan nama pengguna dan kata sandi ini.',
  },
  voucherDone: {
    title: 'Your voucher is ready',
    en: 'Connect to the Wi-Fi, open the login page and enter this code — or scan the QR code with your phone. Keep the link to this page: it shows the code again.',
    id: 'Voucher Anda siap. Sambungkan ke Wi-Fi, buka halaman login dan masukkan kode ini, atau pindai kode QR.',
  },
  voucherProvisioning: {
    title: 'Payment received',
    en: 'Your voucher is being made. The router is busy — this can take a few minutes. Keep this page open: it updates by itself.',
    id: 'Pembayaran diterima. Voucher Anda sedang dibuat. Biarkan halaman ini terbuka, halaman diperbarui otomatis.',
  },
  invoicePaid: {
    title: 'Invoice paid',
    en: 'Thank you: your payment was received and the invoice is settled. If your connection was isolated, it comes back within a minute.',
    id: 'Tagihan lunas. Terima kasih, pembayaran Anda sudah diterima; bila koneksi Anda terisolir, koneksi kembali normal dalam satu menit.',
  },
  provisionFailed: {
    title: 'Payment received — account not created',
    en: 'Your payment arrived, but we could not create the account. Contact us with your order number and we will set it up.',
    id: 'Pembayaran diterima, tetapi akun belum dapat dibuat. Hubungi kami dengan nomor pesanan Anda.',
  },
  expired: {
    title: 'Payment time has expired',
    en: 'No payment was received in time, and nothing was charged. You can buy the package again.',
    id: 'Waktu pembayaran habis. Tidak ada dana yang ditarik; silakan beli lagi.',
  },
  failed: {
    title: 'Payment failed',
    en: 'The payment did not go through, and nothing was charged. You can try again with another method.',
    id: 'Pembayaran gagal. Silakan coba lagi dengan metode lain.',
  },
  refund: {
    title: 'Payment refunded',
    en: 'This payment was refunded, and its internet account is switched off.',
    id: 'Pembayaran telah dikembalikan (refund); akun internet dinonaktifkan.',
  },
  connection: 'Connection problem: the status will update when the connection is back.',
} as const;

const wib = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment as Indonesians read it, in Jakarta time: `24 Nov 2026, 15.30 WIB`. */
export function formatWib(iso: string): string {
  return `${wib.format(new Date(iso))} WIB`;
}

/** `1:02:09` / `12:09` left until `iso`, from `now`; null once it has passed. */
export function timeLeft(iso: string, now: number): string | null {
  const ms = new Date(iso).getTime() - now;
  if (!(ms > 0)) return null;
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

function Secret({ label, value }: { label: string; value: string }) {
  return (
    <div className="lp-pay-secret">
      <dt>{label}</dt>
      <dd>
        <code className="lp-pay-code">{value}</code>
        <CopyButton value={value} label={label.toLowerCase()} />
      </dd>
    </div>
  );
}

/** The login page's address without the code: `http://{hotspotDnsName}/login`. */
export function loginAddressOf(loginUrl: string): string {
  try {
    const url = new URL(loginUrl);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return loginUrl;
  }
}

function VoucherView({
  code,
  password,
  loginUrl,
}: {
  code: string;
  password: string | null;
  loginUrl: string;
}) {
  const address = loginAddressOf(loginUrl);
  return (
    <div className="lp-pay-voucher">
      <dl className="lp-pay-secrets" aria-label="Voucher">
        <Secret label="Voucher code" value={code} />
        {password && password !== code ? <Secret label="Password" value={password} /> : null}
        <div className="lp-pay-secret">
          <dt>Login page</dt>
          <dd>
            <a className="lp-pay-login" href={loginUrl}>
              {address}
            </a>
          </dd>
        </div>
      </dl>
      <figure className="lp-pay-qr-box">
        <VoucherQr text={loginUrl} label={`QR code: log in with voucher ${code}`} />
        <figcaption>Scan to log in (on the hotspot's Wi-Fi)</figcaption>
      </figure>
    </div>
  );
}

function panelOf(tx: PublicTransaction, due: boolean): { text: Panel; tone: Tone; busy?: boolean } {
  switch (tx.status) {
    case 'UNPAID':
      return due
        ? { text: PAY_TEXT.unpaidDue, tone: 'wait', busy: true }
        : { text: PAY_TEXT.unpaid, tone: 'wait' };
    case 'PAID': {
      if (tx.invoice) return { text: PAY_TEXT.invoicePaid, tone: 'ok' };
      const voucher = tx.saleKind === 'voucher';
      if (tx.provisioning === 'done')
        return { text: voucher ? PAY_TEXT.voucherDone : PAY_TEXT.done, tone: 'ok' };
      if (tx.provisioning === 'failed') return { text: PAY_TEXT.provisionFailed, tone: 'bad' };
      return {
        text: voucher ? PAY_TEXT.voucherProvisioning : PAY_TEXT.provisioning,
        tone: 'info',
        busy: true,
      };
    }
    case 'EXPIRED':
      return { text: PAY_TEXT.expired, tone: 'bad' };
    case 'FAILED':
      return { text: PAY_TEXT.failed, tone: 'bad' };
    case 'REFUND':
      return { text: PAY_TEXT.refund, tone: 'info' };
  }
}

function TransactionView({ tx }: { tx: PublicTransaction }) {
  const unpaid = tx.status === 'UNPAID';
  const now = useNow(unpaid && Boolean(tx.expiresAt));
  const left = unpaid && tx.expiresAt ? timeLeft(tx.expiresAt, now) : null;
  const due = unpaid && Boolean(tx.expiresAt) && left === null;
  const panel = panelOf(tx, due);
  const ready = tx.status === 'PAID' && tx.provisioning === 'done';
  const checkoutUrl =
    tx.checkoutUrl && /^https?:\/\//i.test(tx.checkoutUrl) ? tx.checkoutUrl : null;
  useDocumentTitle(`${panel.text.title} · ${PRODUCT_NAME}`);

  return (
    <>
      <div aria-live="polite">
        <Message {...panel} />
      </div>

      {ready && tx.pppUsername && tx.pppPassword ? (
        <dl className="lp-pay-secrets" aria-label="Internet account">
          <Secret label="Username" value={tx.pppUsername} />
          <Secret label="Password" value={tx.pppPassword} />
        </dl>
      ) : null}

      {ready && tx.voucherCode && tx.loginUrl ? (
        <VoucherView code={tx.voucherCode} password={tx.voucherPassword} loginUrl={tx.loginUrl} />
      ) : null}

      {unpaid && !due ? (
        <div className="lp-pay-box">
          {tx.payCode ? (
            <dl className="lp-pay-secrets">
              <Secret label="Pay code" value={tx.payCode} />
            </dl>
          ) : null}
          {left ? (
            <p className="lp-pay-countdown">
              Time left to pay <strong role="timer">{left}</strong>
            </p>
          ) : null}
          <ol className="lp-pay-steps">
            {tx.payCode ? (
              <>
                <li>
                  Open your bank app, ATM or the store's cashier and choose{' '}
                  <strong>{tx.method ?? 'the payment method you picked'}</strong>.
                </li>
                <li>
                  Enter the pay code above and pay exactly {formatRupiah(tx.amount)} (plus any fee
                  shown).
                </li>
                <li>
                  {tx.invoice
                    ? 'Come back to this page: it says so once the payment is received.'
                    : 'Come back to this page: your account appears here once the payment is received.'}
                </li>
              </>
            ) : (
              <li>
                Open the payment page and follow its steps; you will come back here afterwards.
              </li>
            )}
          </ol>
          {checkoutUrl ? (
            <a className="lp-button lp-button-brand lp-button-full" href={checkoutUrl}>
              {tx.payCode ? 'Payment instructions' : 'Open the payment page'}
              <FiExternalLink aria-hidden />
            </a>
          ) : null}
        </div>
      ) : null}

      <dl className="lp-pay-details" aria-label="Order">
        {tx.invoice ? (
          <Row label="Invoice">{tx.invoice.number}</Row>
        ) : (
          <Row label="Package">{tx.packageName}</Row>
        )}
        <Row label="Amount">{formatRupiah(tx.amount)}</Row>
        {tx.method ? <Row label="Method">{tx.method}</Row> : null}
        <Row label="Order number">
          <code>{tx.merchantRef}</code>
        </Row>
        {unpaid && tx.expiresAt ? <Row label="Pay before">{formatWib(tx.expiresAt)}</Row> : null}
        {tx.paidAt ? <Row label="Paid at">{formatWib(tx.paidAt)}</Row> : null}
        {ready && tx.secretExpiresAt ? (
          <Row label="Valid until">{formatWib(tx.secretExpiresAt)}</Row>
        ) : null}
      </dl>

      {tx.invoice ? (
        <BackHome
          to={tx.invoice.payPath}
          label={
            tx.status === 'EXPIRED' || tx.status === 'FAILED' ? 'Pay again' : 'Back to the invoice'
          }
        />
      ) : isFinal(tx) ? (
        <BackHome
          label={tx.status === 'EXPIRED' || tx.status === 'FAILED' ? 'Buy again' : 'Back to home'}
        />
      ) : null}
    </>
  );
}

function Loading() {
  useDocumentTitle(`${PAY_TEXT.loading.title} · ${PRODUCT_NAME}`);
  return (
    <div className="lp-pay-message" role="status">
      <h1 className="lp-pay-title">
        <span className="lp-spinner" aria-hidden />
        {PAY_TEXT.loading.title}
      </h1>
      <p lang="id" className="lp-muted">
        {PAY_TEXT.loading.id}
      </p>
    </div>
  );
}

function NotFound() {
  useDocumentTitle(`${PAY_TEXT.notFound.title} · ${PRODUCT_NAME}`);
  return (
    <>
      <Message text={PAY_TEXT.notFound} tone="bad" />
      <BackHome />
    </>
  );
}

function LoadFailed({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  useDocumentTitle(`${PAY_TEXT.loadFailed.title} · ${PRODUCT_NAME}`);
  return (
    <>
      <div role="alert">
        <Message
          text={{ ...PAY_TEXT.loadFailed, en: getErrorMessage(error, 'Something went wrong.') }}
          tone="bad"
        />
      </div>
      <button
        type="button"
        className="lp-button lp-button-brand lp-button-full"
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? <span className="lp-spinner" aria-hidden /> : null}
        Retry
      </button>
      <BackHome />
    </>
  );
}

/**
 * `/pay/{merchantRef}?t={token}` (docs/rules/payments.md#checkout): follows an order until nothing
 * more will change, and shows the PPP account once it exists.
 */
export function PaymentStatusPage({ merchantRef, token }: { merchantRef: string; token: string }) {
  const query = usePublicTransaction(merchantRef, token);
  const notFound = !token || statusOf(query.error) === 404;

  let body: ReactNode;
  if (notFound) body = <NotFound />;
  else if (query.data) body = <TransactionView tx={query.data} />;
  else if (query.isError)
    body = (
      <LoadFailed
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else body = <Loading />;

  return (
    <PayCard>
      {body}
      {query.data && query.isError && !notFound ? (
        <div className="lp-inline-alert" role="alert">
          <p>{PAY_TEXT.connection}</p>
          <button
            type="button"
            className="lp-button lp-button-outline lp-button-sm"
            onClick={() => void query.refetch()}
          >
            Retry
          </button>
        </div>
      ) : null}
    </PayCard>
  );
}
