import { describeLocaleBundle } from '@eoffering/shared/testing';
import { join } from 'node:path';
import en from './en.json';
import zhTW from './zh-TW.json';

describeLocaleBundle('shell', { 'zh-TW': zhTW, en }, { sourceDir: join(__dirname, '..') });
