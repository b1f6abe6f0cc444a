import { COMMON_NS, registerStrings } from '@eoffering/shared';
import backendEn from '../locales/backend/en.json';
import backendZhTW from '../locales/backend/zh-TW.json';
import en from '../locales/flows/en.json';
import zhTW from '../locales/flows/zh-TW.json';

// docs/architecture.md: texts that only the flows' parts show ride with them in the remotes' page
// chunks rather than in the singleton a first visit loads whole. Both languages are bundled, since
// these chunks load after the language is chosen. They join the common namespace when a part that
// shows them first loads: each such part reads its texts through this name, so webpack, which may
// skip a module for its `sideEffects`, always keeps this one with them. The backend texts' strings
// come too (docs/decisions.md, backend texts in the page's language); the failure dialogs of the
// core fetch the same ones with their catalogue when they first need them.
export const FLOWS_NS = registerStrings(COMMON_NS, {
  'zh-TW': { ...zhTW, ...backendZhTW },
  en: { ...en, ...backendEn },
});
