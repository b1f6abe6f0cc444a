import type { Strings } from '../i18n/i18n';

// i18next plural forms: Chinese needs only `_other` where English has `_one` and `_other`.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const keysOf = (strings: Strings, prefix = ''): Set<string> => {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.add(path.replace(PLURAL_SUFFIX, ''));
    else for (const nested of keysOf(value, path)) keys.add(nested);
  }
  return keys;
};

/**
 * Fails (throws) naming every key present in one language and missing in the other, so a package's
 * locale test reads `expectSameKeys(zhTW, en)`. Plural variants count as their base key.
 */
export const expectSameKeys = (zhTW: Strings, en: Strings): void => {
  const zhKeys = keysOf(zhTW);
  const enKeys = keysOf(en);
  const missing = [
    ...[...zhKeys].filter((key) => !enKeys.has(key)).map((key) => `'${key}' is missing in en`),
    ...[...enKeys].filter((key) => !zhKeys.has(key)).map((key) => `'${key}' is missing in zh-TW`),
  ];
  if (missing.length > 0) throw new Error(`Locale keys differ: ${missing.join('; ')}`);
};
