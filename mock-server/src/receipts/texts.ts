import type { Language } from '../core/request-language';
import texts from './texts.json';

/**
 * A receipt's words (texts.json): the receipt itself in Traditional Chinese, its file name in the
 * page's language too.
 */
export const receiptText = <L extends Language>(language: L): (typeof texts)[L] => texts[language];
