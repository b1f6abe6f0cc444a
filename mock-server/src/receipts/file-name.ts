export type FileMarker = 'reprint' | 'preview' | null;

const MARKER_TEXT: Record<Exclude<FileMarker, null>, string> = { reprint: '補印', preview: '預覽' };

// Characters no common file system accepts in a name; control characters are dropped too.
const RESERVED = '\\/:*?"<>|';
const safe = (segment: string): string =>
  [...segment]
    .map((char) => (RESERVED.includes(char) || char < ' ' || char === '\u007f' ? '_' : char))
    .join('')
    .trim();

/**
 * docs/api-contract.md: downloaded receipts are named with the church name first, then a reprint marker, the
 * title and the date, ending in .pdf: '台北恩典教會_補印_奉獻收據_20240305.pdf'. A preview carries
 * '預覽' where a reprint carries '補印'.
 */
export const receiptFileName = (parts: {
  churchName: string;
  marker: FileMarker;
  title: string;
  /** 'YYYY-MM-DD[ …]'. */
  date: string;
}): string => {
  const day = parts.date.slice(0, 10).replaceAll('-', '');
  const segments = [
    parts.churchName,
    ...(parts.marker ? [MARKER_TEXT[parts.marker]] : []),
    parts.title,
    day,
  ];
  return `${segments.map(safe).join('_')}.pdf`;
};
