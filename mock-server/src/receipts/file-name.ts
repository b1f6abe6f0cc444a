import type { Language } from '../core/request-language';
import { toRocYear } from '@eoffering/shared/rules';
import { withValues } from '../core/texts';
import type { ReceiptMarker } from './documents';
import texts from './texts.json';

export type FileDocument = { kind: 'single' } | { kind: 'annual'; fiscalYear: number };

// The Chinese words are the receipt's own heading; English readers get the Gregorian year.
const documentText = (document: FileDocument, language: Language): string => {
  const text = texts[language];
  if (document.kind === 'single') return text.single;
  const year = language === 'en' ? document.fiscalYear : toRocYear(document.fiscalYear);
  return withValues(text.annual, { year });
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
    ...(parts.marker ? [texts[parts.language].marker[parts.marker]] : []),
    documentText(parts.document, parts.language),
    parts.title,
    day,
  ];
  return `${segments
    .map(safe)
    .filter((segment) => segment !== '')
    .join('_')}.pdf`;
};
