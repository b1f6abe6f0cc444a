import { Button, Skeleton, toast } from '@eoffering/shared';
import { saveBlob } from '@eoffering/shared/flows';
import { useEffect, useMemo, useState } from 'react';
import { drawQr, type QrFactory } from './qr-code';
import { qrPngBlob } from './qr-png';
import styles from './share-giving-link.module.css';

interface QrCodeImageProps {
  text: string;
  /** The image's accessible name. */
  label: string;
  /** The saved image's file name (`….png`). */
  fileName: string;
  saveLabel: string;
  /** Said when the browser could not paint the image. */
  saveFailed: string;
}

/**
 * A QR code of `text` as inline SVG, with a button that saves it as a PNG for print or a chat.
 * The generator is its own chunk, fetched the first time a code is drawn, so no other page pays
 * for it.
 */
export const QrCodeImage = ({ text, label, fileName, saveLabel, saveFailed }: QrCodeImageProps) => {
  const [factory, setFactory] = useState<QrFactory | null>(null);

  useEffect(() => {
    let mounted = true;
    void import('qrcode-generator').then((module) => {
      if (mounted) setFactory(() => module.default);
    });
    return () => {
      mounted = false;
    };
  }, []);

  const drawing = useMemo(() => (factory ? drawQr(factory, text) : null), [factory, text]);
  if (!drawing) return <Skeleton shape="rect" width="12rem" height="12rem" />;

  const save = async () => {
    const png = await qrPngBlob(drawing);
    if (png) saveBlob(png, fileName);
    else toast(saveFailed, 'error');
  };

  return (
    <>
      <svg
        className={styles.qr}
        role="img"
        aria-label={label}
        viewBox={`0 0 ${drawing.size} ${drawing.size}`}
        shapeRendering="crispEdges"
      >
        <rect width={drawing.size} height={drawing.size} fill="#fff" />
        <path d={drawing.path} fill="#000" />
      </svg>
      <Button variant="secondary" onClick={() => void save()}>
        {saveLabel}
      </Button>
    </>
  );
};
