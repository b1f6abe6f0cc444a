import type { QrDrawing } from './qr-code';

/** Pixels per module of the saved image: a 33-module symbol becomes 396 px, sharp in print. */
export const PNG_MODULE_PX = 12;

/**
 * The QR drawing as a PNG, painted module by module on a canvas (no SVG loaded as an image, so no
 * blob: or data: image for the CSP to allow). Null where the browser has no 2D canvas.
 */
export const qrPngBlob = (drawing: QrDrawing, modulePx = PNG_MODULE_PX): Promise<Blob | null> => {
  const canvas = document.createElement('canvas');
  const side = drawing.size * modulePx;
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.fillStyle = '#000';
  drawing.dark.forEach(([x, y]) =>
    context.fillRect(x * modulePx, y * modulePx, modulePx, modulePx),
  );
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
};
