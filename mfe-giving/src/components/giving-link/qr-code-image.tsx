import { Skeleton } from '@eoffering/shared';
import { useEffect, useMemo, useState } from 'react';
import { drawQr, type QrFactory } from './qr-code';
import styles from './share-giving-link.module.css';

/**
 * A QR code of `text` as inline SVG. The generator is its own chunk, fetched the first time a
 * code is drawn, so no other page pays for it.
 */
export const QrCodeImage = ({ text, label }: { text: string; label: string }) => {
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
  return (
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
  );
};
