import type { Language } from './texts';

/**
 * docs/api-contract.md, file names in the page language: the words the server names receipt files
 * with (the church's names are mock-server's settings). The receipt inside stays in Chinese.
 */
const WORDS = {
  'zh-TW': {
    church: '台北恩典教會',
    reprint: '補印',
    preview: '預覽',
    single: '奉獻收據',
    annual: (year: number) => `${year - 1911}年度奉獻收據`,
  },
  en: {
    church: 'Grace Church Taipei',
    reprint: 'Reprint',
    preview: 'Preview',
    single: 'Giving receipt',
    annual: (year: number) => `Annual receipt ${year}`,
  },
} as const;

export interface ReceiptFile {
  marker?: 'reprint' | 'preview';
  /** A single receipt, or the annual receipt of this (Gregorian) fiscal year. */
  annual?: number;
  /** The receipt's title: the name it is made out to. */
  title: string;
  /** 'YYYYMMDD'. */
  day: string;
}

/** The name a page in `language` saves a receipt file under. */
export const receiptFileName = (language: Language, file: ReceiptFile): string => {
  const words = WORDS[language];
  return [
    words.church,
    ...(file.marker ? [words[file.marker]] : []),
    file.annual === undefined ? words.single : words.annual(file.annual),
    file.title,
    file.day,
  ]
    .join('_')
    .concat('.pdf');
};

/** The reprint marker of a page in `language`. */
export const reprintMarker = (language: Language): string => WORDS[language].reprint;
