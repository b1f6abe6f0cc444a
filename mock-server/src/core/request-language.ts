import type { Request } from 'express';

export type Language = 'zh-TW' | 'en';

export const languageOfTag = (tag: string): Language | null => {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'zh') return 'zh-TW';
  if (primary === 'en') return 'en';
  return null;
};

// Any Chinese (zh, zh-CN, zh-Hant-TW) is the portal's Chinese; no acceptable language is Chinese too.
export const requestLanguage = (req: Request): Language =>
  req.acceptsLanguages('zh', 'en') === 'en' ? 'en' : 'zh-TW';
