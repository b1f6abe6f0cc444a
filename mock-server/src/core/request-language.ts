export type Language = 'zh-TW' | 'en';

export const languageOfTag = (tag: string): Language | null => {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'zh') return 'zh-TW';
  if (primary === 'en') return 'en';
  return null;
};

const weightOf = (parameters: readonly string[]): number => {
  const q = parameters.find((parameter) => /^\s*q\s*=/i.test(parameter));
  if (q === undefined) return 1;
  const weight = Number(q.split('=')[1]);
  return Number.isFinite(weight) ? weight : 0;
};

export const requestLanguage = (header: string | undefined): Language => {
  const ranked = (header ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...parameters] = entry.split(';');
      return { language: languageOfTag(tag), weight: weightOf(parameters) };
    })
    .filter((entry) => entry.language !== null && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return ranked[0]?.language ?? 'zh-TW';
};
