/** The full-width forms of printable ASCII (！ to ～) sit this far above the characters they stand for. */
const FULL_WIDTH_OFFSET = 0xfee0;
const FULL_WIDTH_FORMS = /[\uff01-\uff5e]/g;
const IDEOGRAPHIC_SPACE = /\u3000/g;

/**
 * Full-width letters, digits and signs (Ａ１２３, typed with a Chinese input method's full-width
 * mode) as the ASCII they stand for, and the ideographic space as a space; every other character
 * as it is. Narrower than NFKC, which would also turn ①, ㈱ or ﬁ into something the member never
 * typed (docs/decisions.md, full-width input).
 */
export const toHalfWidth = (text: string): string =>
  text
    .replace(FULL_WIDTH_FORMS, (char) =>
      String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET),
    )
    .replace(IDEOGRAPHIC_SPACE, ' ');
