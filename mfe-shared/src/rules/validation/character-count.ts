const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * How many characters a reader sees in `text`: 😀, 👨‍👩‍👧 and é typed as e + ◌́ are one each, where
 * `length` counts UTF-16 units (😀 is 2, 👨‍👩‍👧 is 8).
 */
export const characterCount = (text: string): number => [...graphemes.segment(text)].length;
