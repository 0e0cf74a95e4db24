import { useState, type ReactNode } from 'react';
import type { PortalInvoice, PortalSubscription, PortalVoucher } from 'contracts/types';
import { formatRupiah } from '../../../lib/format-price';
import { Modal } from '../../purchase';
import { usePortalInvoices, usePortalReceipt, usePortalVouchers } from '../api/portal-api';
import type { Language, PortalText } from '../portal-text';

const locale = (language: Language) => (language === 'id' ? 'id-ID' : 'en-GB');

/** `2026-04` → `April 2026` (in the page's language). */
export function periodLabel(period: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** `2026-04-10` (a calendar day) or an instant, as a date in Jakarta. */
export function dayLabel(value: string, language: Language): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: day ? 'UTC' : 'Asia/Jakarta',
  }).format(date);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lp-pay-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PayLink({ href, label, full }: { href: string; label: string; full?: boolean }) {
  return (
    <a
      className={`lp-button lp-button-brand lp-button-sm${full ? ' lp-button-full' : ''}`}
      href={href}
    >
      {label}
    </a>
  );
}

function Subscription({ item, text }: { item: PortalSubscription; text: PortalText }) {
  const isolated = item.status === 'isolated';
  return (
    <article className="lp-akun-card" aria-label={`${text.plan} ${item.plan}`}>
      <div className="lp-akun-card-head">
        <h3 className="lp-h3">{item.plan}</h3>
        <span className={`lp-akun-status lp-akun-status-${item.status}`}>
          {text.subscriberStatus[item.status]}
        </span>
      </div>
      {isolated ? (
        <div className="lp-pay-message lp-pay-bad" role="note">
          <p className="lp-akun-strong">{text.isolatedTitle}</p>
          <p>{text.isolatedExplain}</p>
          {item.payUrl ? <PayLink href={item.payUrl} label={text.payNow} full /> : null}
        </div>
      ) : null}
      <dl className="lp-pay-details">
        <Row label={text.plan}>
          {item.plan} · <span className="lp-akun-nowrap">{formatRupiah(item.price)}</span>
        </Row>
        <Row label={text.username}>
          <code>{item.pppUsername}</code>
        </Row>
        <Row label={text.router}>{item.routerName}</Row>
      </dl>
      {!isolated && item.payUrl ? <PayLink href={item.payUrl} label={text.payNow} /> : null}
    </article>
  );
}

function Receipt({
  id,
  text,
  language,
  onClose,
}: {
  id: string;
  text: PortalText;
  language: Language;
  onClose: () => void;
}) {
  const query = usePortalReceipt(id);
  const receipt = query.data;
  return (
    <Modal labelledBy="akun-receipt-title" onClose={onClose}>
      <div className="lp-modal-head">
        <h2 id="akun-receipt-title" className="lp-modal-title">
          {text.receiptTitle}
        </h2>
      </div>
      <div className="lp-modal-body lp-akun-receipt">
        {receipt ? (
          <>
            {receipt.company ? <p className="lp-akun-strong">{receipt.company}</p> : null}
            <dl className="lp-pay-details">
              <Row label={text.receiptNumber}>{receipt.invoice.number}</Row>
              <Row label={text.period}>{periodLabel(receipt.invoice.period, language)}</Row>
              <Row label={text.username}>{receipt.invoice.pppUsername}</Row>
              <Row label={text.amount}>
                {formatRupiah(receipt.invoice.paidAmount ?? receipt.invoice.amount)}
              </Row>
              {receipt.invoice.paidAt ? (
                <Row label={text.paidOn}>{dayLabel(receipt.invoice.paidAt, language)}</Row>
              ) : null}
              {receipt.invoice.method ? (
                <Row label={text.method}>{text.methods[receipt.invoice.method]}</Row>
              ) : null}
              {receipt.receivedBy ? <Row label={text.receivedBy}>{receipt.receivedBy}</Row> : null}
            </dl>
          </>
        ) : query.isError ? (
          <p className="lp-form-error" role="alert">
            {text.connection}
          </p>
        ) : (
          <p role="status">{text.loading}</p>
        )}
        <div className="lp-akun-row lp-akun-no-print">
          <button type="button" className="lp-button lp-button-outline" onClick={onClose}>
            {text.close}
          </button>
          <button
            type="button"
            className="lp-button lp-button-brand"
            onClick={() => window.print()}
            disabled={!receipt}
          >
            {text.print}
          </button>
        </div>
      </div>
    </Modal>
  );
}

function Invoices({ text, language }: { text: PortalText; language: Language }) {
  const query = usePortalInvoices(true);
  const [receiptOf, setReceiptOf] = useState<string | null>(null);
  const invoices: PortalInvoice[] = query.data ?? [];
  return (
    <section className="lp-akun-section" aria-labelledby="akun-invoices">
      <h2 id="akun-invoices" className="lp-h3">
        {text.invoices}
      </h2>
      {query.isPending ? <p role="status">{text.loading}</p> : null}
      {query.isError ? (
        <p className="lp-form-error" role="alert">
          {text.connection}
        </p>
      ) : null}
      {query.isSuccess && invoices.length === 0 ? (
        <p className="lp-muted">{text.noInvoices}</p>
      ) : null}
      <ul className="lp-akun-list">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="lp-akun-item">
            <div className="lp-akun-item-main">
              <p className="lp-akun-strong">{periodLabel(invoice.period, language)}</p>
              <p className="lp-small lp-muted">
                {invoice.number} · {invoice.pppUsername}
              </p>
              <p className="lp-small">
                {invoice.status === 'paid' && invoice.paidAt
                  ? `${text.paidOn} ${dayLabel(invoice.paidAt, language)}`
                  : `${text.due} ${dayLabel(invoice.dueDate, language)}`}
              </p>
            </div>
            <div className="lp-akun-item-side">
              <p className="lp-akun-strong">{formatRupiah(invoice.amount)}</p>
              <span className={`lp-akun-status lp-akun-invoice-${invoice.status}`}>
                {text.invoiceStatus[invoice.status]}
              </span>
              {invoice.status === 'unpaid' && invoice.payUrl ? (
                <PayLink href={invoice.payUrl} label={text.pay} />
              ) : null}
              {invoice.status === 'paid' ? (
                <button
                  type="button"
                  className="lp-button lp-button-outline lp-button-sm"
                  onClick={() => setReceiptOf(invoice.id)}
                  aria-label={`${text.receipt} ${invoice.number}`}
                >
                  {text.receipt}
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {receiptOf ? (
        <Receipt
          id={receiptOf}
          text={text}
          language={language}
          onClose={() => setReceiptOf(null)}
        />
      ) : null}
    </section>
  );
}

function Vouchers({ text, language }: { text: PortalText; language: Language }) {
  const query = usePortalVouchers(true);
  const vouchers: PortalVoucher[] = query.data ?? [];
  return (
    <section className="lp-akun-section" aria-labelledby="akun-vouchers">
      <h2 id="akun-vouchers" className="lp-h3">
        {text.vouchers}
      </h2>
      {query.isSuccess && vouchers.length === 0 ? (
        <p className="lp-muted">{text.noVouchers}</p>
      ) : null}
      {query.isError ? (
        <p className="lp-form-error" role="alert">
          {text.connection}
        </p>
      ) : null}
      <ul className="lp-akun-list">
        {vouchers.map((voucher) => (
          <li key={voucher.id} className="lp-akun-item">
            <div className="lp-akun-item-main">
              <p className="lp-akun-strong">{voucher.packageName}</p>
              <p className="lp-small lp-muted">
                {text.bought} {dayLabel(voucher.createdAt, language)} · {voucher.merchantRef}
              </p>
              {voucher.voucherName ? (
                <p className="lp-small">
                  {text.voucherName}: <code>{voucher.voucherName}</code>
                </p>
              ) : null}
            </div>
            <div className="lp-akun-item-side">
              <p className="lp-akun-strong">{formatRupiah(voucher.amount)}</p>
              <span className="lp-akun-status">{voucher.status}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The signed-in page: each subscription, the bills with Pay and receipts, the vouchers. */
export function AccountView({
  subscriptions,
  text,
  language,
  onSignOut,
  signingOut,
}: {
  subscriptions: PortalSubscription[];
  text: PortalText;
  language: Language;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  return (
    <>
      <section className="lp-akun-section" aria-labelledby="akun-subscriptions">
        <h2 id="akun-subscriptions" className="lp-h3">
          {text.subscriptions}
        </h2>
        {subscriptions.length === 0 ? <p className="lp-muted">{text.noSubscriptions}</p> : null}
        {subscriptions.map((item) => (
          <Subscription key={item.id} item={item} text={text} />
        ))}
      </section>
      <Invoices text={text} language={language} />
      <Vouchers text={text} language={language} />
      <button
        type="button"
        className="lp-button lp-button-outline lp-button-full"
        onClick={onSignOut}
        disabled={signingOut}
      >
        {text.signOut}
      </button>
    </>
  );
}
