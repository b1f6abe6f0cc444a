import type { Language } from '../core/request-language';
import { annualTitle, MARKER_TEXT as RECEIPT_MARKER_TEXT, SINGLE_TITLE } from './documents';
import type { ReceiptMarker } from './documents';

export type FileDocument = { kind: 'single' } | { kind: 'annual'; fiscalYear: number };

const MARKER_TEXT: Record<Language, Record<ReceiptMarker, string>> = {
  'zh-TW': RECEIPT_MARKER_TEXT,
  en: { reprint: 'Reprint', preview: 'Preview' },
};

// The Chinese words are the receipt's own heading; English readers get the Gregorian year.
const documentText = (document: FileDocument, language: Language): string => {
  if (language === 'en') {
    return document.kind === 'single' ? 'Giving receipt' : `Annual receipt ${document.fiscalYear}`;
  }
  return document.kind === 'single' ? SINGLE_TITLE : annualTitle(document.fiscalYear);
};

export interface FileNameParts {
  language: Language;
  churchName: string;
  marker: ReceiptMarker | null;
  document: FileDocument;
  title: string;
  /** 'YYYY-MM-DD[ …]'. */
  date: string;
}

// Characters no common file system accepts in a name; control characters are dropped too.
const RESERVED = '\\/:*?"<>|';
const safe = (segment: string): string =>
  [...segment]
    .map((char) => (RESERVED.includes(char) || char < ' ' || char === '\u007f' ? '_' : char))
    .join('')
    .trim();

/** docs/api-contract.md, file names (its examples are made by this function). */
export const receiptFileName = (parts: FileNameParts): string => {
  const day = parts.date.slice(0, 10).replaceAll('-', '');
  const segments = [
    parts.churchName,
    ...(parts.marker ? [MARKER_TEXT[parts.language][parts.marker]] : []),
    documentText(parts.document, parts.language),
    parts.title,
    day,
  ];
  return `${segments
    .map(safe)
    .filter((segment) => segment !== '')
    .join('_')}.pdf`;
};
