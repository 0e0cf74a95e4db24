import type { Invoice } from 'contracts/types';
import type { ReactElement } from 'react';
import { formatCalendarDay, formatRupiah, formatWibDateTime } from 'ui-kit/format';
import type { CompanyOnCard } from 'ui-kit/record';
import { METHOD_LABELS, formatPeriod } from '../api/invoices';

export const RECEIPT_LAYOUTS = ['a4', 'thermal58'] as const;
export type ReceiptLayout = (typeof RECEIPT_LAYOUTS)[number];

export const RECEIPT_LAYOUT_LABELS: Record<ReceiptLayout, string> = {
  a4: 'A4',
  thermal58: 'Thermal 58 mm',
};

export function readReceiptLayout(value: string | null): ReceiptLayout {
  return value === 'thermal58' ? 'thermal58' : 'a4';
}

/** Paper sizes in millimetres: print (or page.pdf()) gives the sheet the screen shows. */
const PAPER: Record<ReceiptLayout, { width: number; height: number; padding: number }> = {
  a4: { width: 210, height: 297, padding: 18 },
  // One receipt on a 58 mm roll: the printer cuts after the page.
  thermal58: { width: 58, height: 150, padding: 3 },
};

/** The sheet's CSS: `@page` gives the paper; on screen the page is a white sheet of that size. */
export function receiptCss(layout: ReceiptLayout): string {
  const paper = PAPER[layout];
  const thermal = layout === 'thermal58';
  return `
@page { size: ${paper.width}mm ${paper.height}mm; margin: 0; }
.rc-page { box-sizing: border-box; width: ${paper.width}mm; min-height: ${paper.height}mm;
  padding: ${paper.padding}mm; background: #fff; color: #000;
  font-family: ${thermal ? "'DejaVu Sans Mono', 'Courier New', monospace" : 'Arial, Helvetica, sans-serif'};
  font-size: ${thermal ? '8.5pt' : '11pt'}; line-height: 1.35; }
.rc-head { display: flex; ${thermal ? 'flex-direction: column; text-align: center;' : ''} align-items: center;
  gap: ${thermal ? '1mm' : '5mm'}; padding-bottom: ${thermal ? '2mm' : '5mm'};
  border-bottom: ${thermal ? '1px dashed #000' : '2px solid #000'}; }
.rc-logo { max-height: ${thermal ? '12mm' : '20mm'}; max-width: ${thermal ? '40mm' : '50mm'}; object-fit: contain; }
.rc-company { font-weight: 700; font-size: ${thermal ? '10pt' : '16pt'}; }
.rc-title { margin: ${thermal ? '2mm 0' : '6mm 0 4mm'}; font-size: ${thermal ? '10pt' : '18pt'};
  font-weight: 700; letter-spacing: .04em; ${thermal ? 'text-align: center;' : ''} }
.rc-rows { width: 100%; border-collapse: collapse; }
.rc-rows th, .rc-rows td { text-align: left; vertical-align: top; padding: ${thermal ? '0.6mm 0' : '1.8mm 0'};
  ${thermal ? '' : 'border-bottom: 1px solid #ddd;'} }
.rc-rows th { font-weight: 400; color: #333; width: ${thermal ? '36%' : '35%'}; padding-right: ${thermal ? '1.5mm' : '2mm'}; }
.rc-rows td { overflow-wrap: anywhere; }
.rc-amount td { font-weight: 700; font-size: ${thermal ? '10pt' : '14pt'}; }
.rc-stamp { display: inline-block; margin-top: ${thermal ? '2mm' : '6mm'}; padding: 1mm 3mm;
  border: 2px solid #000; font-weight: 700; letter-spacing: .08em; }
.rc-foot { margin-top: ${thermal ? '3mm' : '10mm'}; padding-top: ${thermal ? '2mm' : '4mm'};
  border-top: 1px dashed #000; font-size: ${thermal ? '7.5pt' : '9pt'}; color: #333; ${thermal ? 'text-align: center;' : ''} }
`;
}

const STAMPS: Record<Invoice['status'], string> = { paid: 'PAID', unpaid: 'UNPAID', void: 'VOID' };

/** One invoice's receipt (docs/rules/billing.md#invoices): company, number, period, amount, method, who received it. */
export function ReceiptSheet({
  invoice,
  company,
  layout,
}: {
  invoice: Invoice;
  company: CompanyOnCard | null;
  layout: ReceiptLayout;
}): ReactElement {
  const rows: [string, string][] = [
    ['Number', invoice.number],
    ['Subscriber', invoice.subscriberName],
    ['Period', formatPeriod(invoice.period)],
    ['Due date', formatCalendarDay(invoice.dueDate)],
  ];
  if (invoice.status === 'paid') {
    rows.push(
      ['Paid at', invoice.paidAt ? formatWibDateTime(invoice.paidAt) : '—'],
      ['Method', invoice.method ? METHOD_LABELS[invoice.method] : '—'],
      ['Received by', invoice.receivedBy ?? (invoice.method === 'tripay' ? 'Tripay' : '—')],
    );
    if (invoice.merchantRef) rows.push(['Reference', invoice.merchantRef]);
  }
  if (invoice.status === 'void') rows.push(['Void reason', invoice.voidReason ?? '—']);
  const amount =
    invoice.status === 'paid' ? (invoice.paidAmount ?? invoice.amount) : invoice.amount;
  return (
    <article className="rc-page" data-layout={layout} aria-label={`Receipt ${invoice.number}`}>
      <header className="rc-head">
        {company?.logo ? <img className="rc-logo" src={company.logo} alt="" /> : null}
        <div className="rc-company">{company?.companyName || 'Pokayoke'}</div>
      </header>
      <h1 className="rc-title">{invoice.status === 'paid' ? 'RECEIPT' : 'INVOICE'}</h1>
      <table className="rc-rows">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
          <tr className="rc-amount">
            <th scope="row">Amount</th>
            <td>{formatRupiah(amount)}</td>
          </tr>
        </tbody>
      </table>
      <div className="rc-stamp">{STAMPS[invoice.status]}</div>
      <footer className="rc-foot">Printed {formatWibDateTime(new Date())}. Thank you.</footer>
    </article>
  );
}
