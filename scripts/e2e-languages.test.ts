import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { filesIn, JOURNEY_LANGUAGES } from '../e2e/languages';

const specFiles = readdirSync(join(__dirname, '..', 'e2e', 'tests')).filter((name) =>
  name.endsWith('.spec.ts'),
);

// e2e/languages.ts picks each journey's language: a renamed or removed spec must not leave an
// entry behind, while the journey it named falls back to Chinese unnoticed.
describe('the language of each e2e journey', () => {
  it('names only spec files that exist', () => {
    expect(Object.keys(JOURNEY_LANGUAGES).filter((file) => !specFiles.includes(file))).toEqual([]);
  });

  it.each([
    ['accessibility.spec.ts', true, true],
    ['giving-order.spec.ts', false, true],
    ['giving-journeys.spec.ts', true, false],
    ['a-new-journey.spec.ts', true, false],
  ])('%s runs in Chinese: %s, in English: %s', (file, chinese, english) => {
    // As e2e/playwright.config.ts selects them: zh-TW ignores `en`, en takes `en` and `both`.
    const path = `/repo/e2e/tests/${file}`;
    const inChinese = !filesIn('en').test(path);
    const inEnglish = filesIn('en').test(path) || filesIn('both').test(path);
    expect([inChinese, inEnglish]).toEqual([chinese, english]);
  });

  it('matches a whole file name only', () => {
    expect(filesIn('en').test('/repo/e2e/tests/old-giving-order.spec.ts')).toBe(false);
    expect(filesIn('en').test('/repo/e2e/tests/giving-order.spec.tsx')).toBe(false);
  });

  it('runs the route walk and the language journeys in both languages', () => {
    const both = Object.keys(JOURNEY_LANGUAGES).filter(
      (file) => JOURNEY_LANGUAGES[file] === 'both',
    );
    expect(both).toEqual(
      expect.arrayContaining([
        'accessibility.spec.ts',
        'language-leaks.spec.ts',
        'language-choice.spec.ts',
        'language.spec.ts',
      ]),
    );
  });
});
