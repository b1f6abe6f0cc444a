import qrcode from 'qrcode-generator';
import { drawQr } from './qr-code';

const url = 'https://give.church.example/eoffering/order/express/7?item=2&amount=1000';

/** The dark modules a drawing paints, as "row,col" of the symbol (quiet zone taken off). */
const darkModules = (path: string): Set<string> =>
  new Set(
    [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(
      ([, x, y]) => `${Number(y) - 4},${Number(x) - 4}`,
    ),
  );

// A finder pattern: a dark 7x7 ring, a light ring inside it, a dark 3x3 centre.
const finderIsDark = (row: number, col: number): boolean =>
  row === 0 ||
  row === 6 ||
  col === 0 ||
  col === 6 ||
  (row >= 2 && row <= 4 && col >= 2 && col <= 4);

describe('QR code of a giving link', () => {
  const drawing = drawQr(qrcode, url);
  const dark = darkModules(drawing.path);
  const count = drawing.size - 8;

  it('is a whole QR symbol with a four-module quiet zone', () => {
    // Versions grow by 4 modules from 21 (version 1).
    expect((count - 21) % 4).toBe(0);
    expect(count).toBeGreaterThanOrEqual(21);
    expect(drawing.path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });

  it.each([
    ['top left', 0, 0],
    ['top right', 0, 1],
    ['bottom left', 1, 0],
  ])('draws the %s finder pattern where scanners look for it', (_corner, down, right) => {
    const top = down * (count - 7);
    const left = right * (count - 7);
    for (let row = 0; row < 7; row += 1) {
      for (let col = 0; col < 7; col += 1) {
        expect([row, col, dark.has(`${top + row},${left + col}`)]).toEqual([
          row,
          col,
          finderIsDark(row, col),
        ]);
      }
    }
  });

  it('changes with the link', () => {
    expect(drawQr(qrcode, `${url}0`).path).not.toBe(drawing.path);
  });
});
