import { describeLocaleBundle } from '@eoffering/shared/testing';
import { join } from 'node:path';
import en from './en.json';
import faqEn from './faq/en.json';
import faqZhTW from './faq/zh-TW.json';
import zhTW from './zh-TW.json';

// The FAQ page's texts live in their own files (they load with its chunk) but in this namespace.
describeLocaleBundle(
  'shell',
  { 'zh-TW': { ...zhTW, ...faqZhTW }, en: { ...en, ...faqEn } },
  { sourceDir: join(__dirname, '..') },
);
