import { useEffect, useState } from 'react';

/**
 * A QR code of `text` made in the browser (nothing leaves it) with `qrcode` — the library the
 * hotspot remote's card printing uses — loaded in its own chunk only when a voucher is shown. Drawn
 * as an SVG image (error correction M, a quiet zone of 2 modules), so no markup is injected.
 */
export function VoucherQr({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then(({ toString }) => toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // The code and the address stay on screen to type in by hand.
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [text]);

  if (!src) return <div className="lp-pay-qr lp-pay-qr-pending" aria-hidden />;
  return <img className="lp-pay-qr" src={src} alt={label} width={176} height={176} />;
}
