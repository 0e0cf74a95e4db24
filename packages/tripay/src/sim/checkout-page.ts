// The simulator's pages: a checkout page per transaction (Pay / Expire buttons that make the
// simulator send a signed callback) and an index of every transaction. Plain HTML with inline CSS,
// no script and no external asset, so that it works offline and in any browser.
import { escapeHtml } from 'sim-cli/http';
import type { TripayTransaction } from '../types';

export interface CheckoutView {
  tx: TripayTransaction;
  merchantCode: string;
  /** Callback mode for this page's buttons: from `?callback=`, else the simulator's. */
  callbackMode: string;
  /** The outcome of the last button press, shown above the buttons. */
  notice: { tone: 'ok' | 'warn' | 'error'; text: string } | null;
}

/** Whole rupiah as Tripay's pages show them: `Rp 1.250.000`. */
export function rupiah(amount: number): string {
  return `Rp ${amount.toLocaleString('id-ID', { maximumFractionDigits: 0 })}`;
}

function jakartaTime(unixSeconds: number): string {
  return `${new Date(unixSeconds * 1000).toLocaleString('id-ID', {
    timeZone: 'Asia/Jakarta',
    dateStyle: 'medium',
    timeStyle: 'short',
  })} WIB`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;color:#1a202c}
header{background:#1f3a8a;color:#fff;padding:14px 20px;display:flex;align-items:center;gap:12px}
header strong{font-size:18px}
.sandbox{background:#fbbf24;color:#422006;border-radius:4px;padding:2px 8px;font-size:12px;font-weight:700;letter-spacing:.05em}
main{max-width:720px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:20px;margin-bottom:16px}
h1{font-size:20px;margin:0 0 4px}
.muted{color:#4a5568;font-size:14px}
.amount{font-size:32px;font-weight:700;margin:8px 0}
dl{display:grid;grid-template-columns:minmax(120px,max-content) 1fr;gap:6px 16px;margin:12px 0 0}
dt{color:#4a5568}
dd{margin:0;word-break:break-all}
.code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:22px;font-weight:700;letter-spacing:.06em;background:#f1f5f9;border-radius:6px;padding:6px 10px;display:inline-block}
.badge{display:inline-block;border-radius:999px;padding:2px 12px;font-size:13px;font-weight:700}
.UNPAID{background:#fef3c7;color:#78350f}.PAID{background:#dcfce7;color:#14532d}
.EXPIRED{background:#e5e7eb;color:#1f2937}.FAILED,.REFUND{background:#fee2e2;color:#7f1d1d}
table{width:100%;border-collapse:collapse;font-size:14px}
th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #e2e8f0}
td.n,th.n{text-align:right;white-space:nowrap}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 28px;cursor:pointer}
button.pay{background:#15803d;color:#fff}
button.expire{background:#fff;color:#991b1b;border:2px solid #991b1b}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.notice{border-radius:8px;padding:10px 14px;margin-top:12px;font-size:14px;word-break:break-word}
.notice.ok{background:#dcfce7;color:#14532d}.notice.warn{background:#fef3c7;color:#78350f}.notice.error{background:#fee2e2;color:#7f1d1d}
a{color:#1d4ed8}
.switches{font-size:14px;margin-top:12px}
.switches a{margin-right:10px}
ol{padding-left:20px;margin:6px 0 12px}
h2{font-size:17px;margin:0 0 6px}
.scroll{overflow-x:auto}
@media (max-width:480px){.amount{font-size:26px}.wide{display:none}dl{grid-template-columns:1fr}dt{margin-top:6px}button{flex:1}}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><strong>Tripay Simulator</strong><span class="sandbox">SANDBOX</span></header>
<main>
${body}
</main>
</body>
</html>`;
}

export function renderCheckoutPage(view: CheckoutView): string {
  const { tx, merchantCode, callbackMode, notice } = view;
  const ref = encodeURIComponent(tx.reference);
  const items = tx.order_items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}</td><td class="n">${item.quantity}</td><td class="n">${rupiah(item.price)}</td><td class="n">${rupiah(item.subtotal)}</td></tr>`,
    )
    .join('');
  const payCode = tx.pay_code
    ? `<dt>Kode bayar</dt><dd><span class="code" data-testid="pay-code">${escapeHtml(tx.pay_code)}</span></dd>`
    : tx.qr_string
      ? `<dt>QRIS</dt><dd><span class="code">${escapeHtml(tx.qr_string)}</span></dd>`
      : '';
  const hidden = `<input type="hidden" name="callback" value="${escapeHtml(callbackMode)}">`;
  const actions =
    tx.status === 'UNPAID'
      ? `<form class="actions" method="post">
${hidden}
<button class="pay" type="submit" formaction="/checkout/${ref}/pay">Pay</button>
<button class="expire" type="submit" formaction="/checkout/${ref}/expire">Expire</button>
</form>
<p class="switches muted">Callback: <strong>${escapeHtml(callbackMode)}</strong> ·
<a href="/checkout/${ref}?callback=send">send once</a>
<a href="/checkout/${ref}?callback=twice">send twice</a>
<a href="/checkout/${ref}?callback=drop">drop</a></p>`
      : '';
  const back = tx.return_url
    ? `<p><a href="${escapeHtml(tx.return_url)}" data-testid="return-link">Kembali ke merchant</a></p>`
    : '';
  const instructions = tx.instructions
    .map(
      (block) =>
        `<h2>${escapeHtml(block.title)}</h2><ol>${block.steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>`,
    )
    .join('');
  const body = `
<section class="card" aria-labelledby="title">
<h1 id="title">Pembayaran ${escapeHtml(tx.merchant_ref)}</h1>
<p class="muted">Merchant ${escapeHtml(merchantCode)} · Referensi ${escapeHtml(tx.reference)}</p>
<p class="amount" data-testid="amount">${rupiah(tx.amount + tx.fee_customer)}</p>
<p>Status: <span class="badge ${tx.status}" data-testid="status">${tx.status}</span></p>
<dl>
<dt>Metode</dt><dd>${escapeHtml(tx.payment_name)} (${escapeHtml(tx.payment_method)})</dd>
${payCode}
<dt>Berlaku sampai</dt><dd>${jakartaTime(tx.expired_time)}</dd>
${tx.paid_at ? `<dt>Dibayar</dt><dd>${jakartaTime(tx.paid_at)}</dd>` : ''}
<dt>Pelanggan</dt><dd>${escapeHtml(tx.customer_name)} · ${escapeHtml(tx.customer_email)}</dd>
</dl>
${notice ? `<div class="notice ${notice.tone}" role="status" data-testid="notice">${escapeHtml(notice.text)}</div>` : ''}
${actions}
${back}
</section>
<section class="card" aria-label="Rincian pesanan">
<table><thead><tr><th>Produk</th><th class="n">Jml</th><th class="n">Harga</th><th class="n">Subtotal</th></tr></thead>
<tbody>${items}</tbody></table>
<p class="muted">Biaya layanan ${rupiah(tx.total_fee)} (merchant ${rupiah(tx.fee_merchant)}, pelanggan ${rupiah(tx.fee_customer)})</p>
</section>
${instructions ? `<section class="card" aria-label="Cara bayar">${instructions}</section>` : ''}`;
  return page(`Tripay Simulator · ${tx.reference}`, body);
}

export function renderIndexPage(
  rows: { tx: TripayTransaction; merchantCode: string }[],
  baseUrl: string,
): string {
  const lines = rows
    .map(
      ({ tx, merchantCode }) =>
        `<tr><td><a href="/checkout/${encodeURIComponent(tx.reference)}">${escapeHtml(tx.reference)}</a></td><td><span class="badge ${tx.status}">${tx.status}</span></td><td>${escapeHtml(tx.merchant_ref)}</td><td class="wide">${escapeHtml(merchantCode)}</td><td class="n">${rupiah(tx.amount)}</td></tr>`,
    )
    .join('');
  return page(
    'Tripay Simulator',
    `<section class="card"><h1>Transaksi</h1>
<p class="muted">API: ${escapeHtml(baseUrl)}</p>
${rows.length ? `<div class="scroll"><table><thead><tr><th>Referensi</th><th>Status</th><th>Merchant ref</th><th class="wide">Merchant</th><th class="n">Jumlah</th></tr></thead><tbody>${lines}</tbody></table></div>` : '<p>Belum ada transaksi.</p>'}
</section>`,
  );
}

export function renderMessagePage(title: string, text: string): string {
  return page(
    title,
    `<section class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></section>`,
  );
}
