import type qrcode from 'qrcode-generator';

/** The generator's factory, loaded on demand (`import('qrcode-generator')`). */
export type QrFactory = typeof qrcode;

/** Quiet zone around the symbol, in modules: the QR standard asks for four. */
const QUIET_ZONE = 4;

export interface QrDrawing {
  /** Width and height of the symbol with its quiet zone, in modules (the SVG viewBox). */
  size: number;
  /** One SVG path of every dark module, a unit square each. */
  path: string;
  /** Each dark module's column and row, quiet zone included (the PNG is painted from them). */
  dark: ReadonlyArray<readonly [number, number]>;
}

/**
 * The QR symbol of `text` as an SVG path, drawn by React instead of the library's markup string
 * (no HTML injected into the page). Error correction M: a printed poster survives a smudge.
 */
export const drawQr = (factory: QrFactory, text: string): QrDrawing => {
  const qr = factory(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const dark: Array<readonly [number, number]> = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) dark.push([col + QUIET_ZONE, row + QUIET_ZONE]);
    }
  }
  const squares = dark.map(([x, y]) => `M${x} ${y}h1v1h-1z`);
  return { size: count + QUIET_ZONE * 2, path: squares.join(''), dark };
};
