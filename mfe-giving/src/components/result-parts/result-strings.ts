import { registerStrings } from '@eoffering/shared';
import en from '../../locales/result/en.json';
import zhTW from '../../locales/result/zh-TW.json';
import { GIVING_NS } from '../../strings';

// A giving's facts read alike on its result page and in the guest lookup, whose chunks each bring
// these texts (docs/architecture.md section 8); a part showing one registers them itself, so it
// never depends on which page loaded first.
export const RESULT_NS = registerStrings(GIVING_NS, { 'zh-TW': zhTW, en });
