import type { QRCode } from 'qrcode';

/** A QR code as one SVG path in module units, with its side (quiet zone included). */
export interface QrShape {
  size: number;
  path: string;
}

/** Modules of white around the code: with the card's own white margin, phone cameras and jsQR read it. */
export const QR_QUIET_ZONE = 2;

/** The dark modules as horizontal runs: one path of a few hundred commands instead of a rect per module. */
export function qrShape(code: Pick<QRCode, 'modules'>): QrShape {
  const { size } = code.modules;
  const commands: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let column = 0;
    while (column < size) {
      if (!code.modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && code.modules.get(row, column)) column += 1;
      commands.push(
        `M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${column - start}v1h-${column - start}z`,
      );
    }
  }
  return { size: size + 2 * QR_QUIET_ZONE, path: commands.join('') };
}

export type QrMaker = (text: string) => QrShape;

/**
 * The QR encoder, loaded only by the print page (its own chunk): codes are made in the browser,
 * nothing leaves it. Error correction M survives a crease or a smudge on a paper card.
 */
export async function loadQrMaker(): Promise<QrMaker> {
  const { create } = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
  // A layout switch re-renders every card: each text is encoded once.
  const made = new Map<string, QrShape>();
  return (text) => {
    let shape = made.get(text);
    if (!shape) {
      shape = qrShape(create(text, { errorCorrectionLevel: 'M' }));
      made.set(text, shape);
    }
    return shape;
  };
}
