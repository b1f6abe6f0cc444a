import type { ReactNode } from 'react';

// Candidates only: every match is parsed again below before it may become a link. Chinese text
// runs on without a space, so CJK and full-width punctuation also end a URL.
const URL_CANDIDATE = /https?:\/\/[^\s<>"'`\u3000-\u303f\uff00-\uffef]+/gi;
// Sentence punctuation right after a URL belongs to the sentence, not the link.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** The URL when `candidate` parses as an absolute http(s) URL, otherwise null. */
const httpUrl = (candidate: string): string | null => {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * docs/security-model.md, rendering: server text never becomes HTML. The text is split around
 * http(s) URLs; only those become anchors (new tab, no opener, no referrer), everything else stays
 * React text, so `<img onerror=…>`, `javascript:` and `data:` show as the characters they are.
 */
export const withSafeLinks = (text: string): ReactNode[] => {
  const parts: ReactNode[] = [];
  let rest = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const start = match.index;
    const candidate = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = httpUrl(candidate);
    if (!href) continue;
    if (start > rest) parts.push(text.slice(rest, start));
    parts.push(
      <a key={`${start}-${candidate}`} href={href} target="_blank" rel="noopener noreferrer">
        {candidate}
      </a>,
    );
    rest = start + candidate.length;
  }
  if (rest < text.length) parts.push(text.slice(rest));
  return parts;
};
