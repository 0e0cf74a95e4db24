import type { ReactElement } from 'react';
import { formatRupiah } from 'ui-kit/format';
import { describeValidity } from '../../hotspot';
import {
  LAYOUT_SPECS,
  loginAddress,
  loginUrl,
  paginate,
  type PrintLayout,
} from '../lib/print-layout';
import type { QrMaker } from '../lib/qr';

/** One code to print: `name` = `password` is a voucher (one code), else a user and a password. */
export interface PrintableVoucher {
  name: string;
  password: string;
}

/** What every card of a batch shows besides its code. */
export interface CardInfo {
  companyName: string;
  logo: string;
  profile: string;
  validity: string;
  sellingPrice: number | null;
  dnsName: string;
}

/**
 * The sheet's CSS: plain classes (one stylesheet for 1,000 cards, not a style object per card) in
 * millimetres. `@page` gives the paper; on screen each page is a white sheet of the same size.
 */
export function sheetCss(layout: PrintLayout): string {
  const spec = LAYOUT_SPECS[layout];
  const thermal = layout !== 'a4';
  return `
@page { size: ${spec.pageWidthMm}mm ${spec.pageHeightMm}mm; margin: 0; }
.vs-page { box-sizing: border-box; width: ${spec.pageWidthMm}mm; height: ${spec.pageHeightMm}mm;
  padding: ${spec.paddingMm}mm; background: #fff; color: #000; overflow: hidden;
  display: grid; grid-template-columns: repeat(${spec.columns}, ${spec.cardWidthMm}mm);
  grid-auto-rows: ${spec.cardHeightMm}mm; align-content: start; justify-content: center;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
  break-after: page; page-break-after: always; }
.vs-page:last-child { break-after: auto; page-break-after: auto; }
.vs-card { box-sizing: border-box; border: 0.3mm dashed #888; padding: ${thermal ? '2.5mm' : '1.8mm'};
  display: flex; flex-direction: column; gap: ${thermal ? '1.5mm' : '0.8mm'}; overflow: hidden;
  break-inside: avoid; page-break-inside: avoid; }
.vs-head { display: flex; align-items: center; gap: 1.2mm; min-height: ${thermal ? '7mm' : '4.5mm'};
  font-weight: 700; font-size: ${thermal ? '10pt' : '7pt'}; line-height: 1.1;
  ${thermal ? 'justify-content: center; text-align: center;' : ''} }
.vs-head img { height: ${thermal ? '7mm' : '4.5mm'}; width: auto; max-width: 14mm; object-fit: contain; }
.vs-head span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.vs-code { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-weight: 700;
  font-size: ${thermal ? '15pt' : '11pt'}; letter-spacing: 0.04em; line-height: 1.15;
  border: 0.3mm solid #000; border-radius: 1mm; padding: 0.6mm 1mm; text-align: center;
  word-break: break-all; }
.vs-cred { display: grid; grid-template-columns: auto 1fr; column-gap: 1.5mm; align-items: baseline;
  font-size: ${thermal ? '8pt' : '6pt'}; line-height: 1.2; }
.vs-cred b { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace;
  font-size: ${thermal ? '12pt' : '8.5pt'}; word-break: break-all; }
.vs-body { display: flex; gap: 1.5mm; align-items: center; flex: 1; min-height: 0;
  ${layout === 'thermal58' ? 'flex-direction: column-reverse; justify-content: center;' : ''} }
.vs-info { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 0.4mm;
  font-size: ${thermal ? '8.5pt' : '6.5pt'}; line-height: 1.2;
  ${layout === 'thermal58' ? 'align-items: center; text-align: center;' : ''} }
.vs-info span { overflow-wrap: anywhere; }
.vs-price { font-weight: 700; font-size: ${thermal ? '12pt' : '9pt'}; }
.vs-qr { width: ${spec.qrMm}mm; height: ${spec.qrMm}mm; flex: none; display: block; }
.vs-login { font-size: ${thermal ? '7.5pt' : '5.5pt'}; color: #222; text-align: center;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
}

function QrImage({ shape, label }: { shape: ReturnType<QrMaker>; label: string }): ReactElement {
  return (
    <svg
      className="vs-qr"
      viewBox={`0 0 ${shape.size} ${shape.size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
    >
      <rect width={shape.size} height={shape.size} fill="#fff" />
      <path d={shape.path} fill="#000" />
    </svg>
  );
}

export function VoucherCard({
  voucher,
  info,
  makeQr,
}: {
  voucher: PrintableVoucher;
  info: CardInfo;
  makeQr: QrMaker | null;
}): ReactElement {
  const isVoucher = voucher.name === voucher.password;
  return (
    <article className="vs-card" aria-label={`Voucher ${voucher.name}`} data-voucher={voucher.name}>
      <div className="vs-head">
        {info.logo ? <img src={info.logo} alt="" /> : null}
        <span>{info.companyName || 'Hotspot'}</span>
      </div>
      {isVoucher ? (
        <div className="vs-code">{voucher.name}</div>
      ) : (
        <div className="vs-cred">
          <span>User</span>
          <b>{voucher.name}</b>
          <span>Password</span>
          <b>{voucher.password}</b>
        </div>
      )}
      <div className="vs-body">
        <div className="vs-info">
          <span>{info.profile}</span>
          <span>{describeValidity(info.validity)}</span>
          {info.sellingPrice !== null ? (
            <span className="vs-price">{formatRupiah(info.sellingPrice)}</span>
          ) : null}
        </div>
        {makeQr ? (
          <QrImage
            shape={makeQr(loginUrl(info.dnsName, voucher.name, voucher.password))}
            label={`QR code to log in as ${voucher.name}`}
          />
        ) : null}
      </div>
      <div className="vs-login">{loginAddress(info.dnsName)}</div>
    </article>
  );
}

/** The cards on their pages: `cardsPerPage` a sheet (A4: 24), each sheet one printed page. */
export function VoucherSheet({
  layout,
  vouchers,
  info,
  makeQr,
}: {
  layout: PrintLayout;
  vouchers: readonly PrintableVoucher[];
  info: CardInfo;
  makeQr: QrMaker | null;
}): ReactElement {
  const spec = LAYOUT_SPECS[layout];
  return (
    <div className="vs-sheet" data-layout={layout}>
      <style>{sheetCss(layout)}</style>
      {paginate(vouchers, spec.cardsPerPage).map((page, index) => (
        <section className="vs-page" key={index} aria-label={`Page ${index + 1}`}>
          {page.map((voucher) => (
            <VoucherCard key={voucher.name} voucher={voucher} info={info} makeQr={makeQr} />
          ))}
        </section>
      ))}
    </div>
  );
}
