import { join } from 'node:path';
import { expectSameKeys } from './expect-same-keys';
import { jsxLiteralsIn, literalKeysIn, missingKeys, placeholderMismatches } from './locale-checks';

describe('expectSameKeys', () => {
  it('names a key missing in English', () => {
    expect(() => expectSameKeys({ a: { b: '乙', c: '丙' } }, { a: { b: 'B' } })).toThrow(
      "'a.c' is missing in en",
    );
  });

  it('names a key missing in Chinese', () => {
    expect(() => expectSameKeys({}, { only: 'x' })).toThrow("'only' is missing in zh-TW");
  });

  it('treats plural forms as their base key', () => {
    expect(() =>
      expectSameKeys({ item_other: '{{count}} 筆' }, { item_one: 'one item', item_other: 'items' }),
    ).not.toThrow();
  });
});

describe('placeholderMismatches', () => {
  it('names a key whose translation drops or renames a placeholder', () => {
    expect(
      placeholderMismatches({
        'zh-TW': { ok: '聯絡：{{info}}（{{name}}）', dropped: '前往', renamed: '{{hots}}' },
        en: { ok: 'Contact: {{ name }} {{info}}', dropped: 'Go to {{host}}', renamed: '{{host}}' },
      }),
    ).toEqual(['dropped', 'renamed']);
  });
});

describe('literalKeysIn', () => {
  it.each<[string, Array<[string | null, string]>]>([
    ["t('home.title')", [[null, 'home.title']]],
    ['t("home.title", { name })', [[null, 'home.title']]],
    ["t('common:actions.back')", [['common', 'actions.back']]],
    ["t('actions.retry', { ns: 'common' })", [['common', 'actions.retry']]],
    ["i18n.t('common:date.rocYear', { roc, year })", [['common', 'date.rocYear']]],
    ['t(`order.tabs.${view}`)', []],
    ['t(invalid.key)', []],
    ["format('home.title')", []],
  ])('reads %s as %j', (source, keys) => {
    expect(literalKeysIn(source)).toEqual(keys);
  });
});

describe('missingKeys', () => {
  const src = join(__dirname, '..');
  const own = { 'zh-TW': { home: { title: '首頁' } }, en: { home: { title: 'Home' } } };

  // The flows' texts join `common` only when a flows part loads (src/flows/flow-strings.ts).
  it.each<[string, string, string[]]>([
    ['ui/a.tsx', "t('home.title')", []],
    ['ui/a.tsx', "t('common:actions.back')", []],
    ['flows/a.tsx', "t('common:print.confirm')", []],
    ['flows/a.tsx', "t('status.giving.success', { ns: 'common' })", []],
    [
      'ui/a.tsx',
      "t('common:print.confirm')",
      ['common:print.confirm (zh-TW, ui/a.tsx)', 'common:print.confirm (en, ui/a.tsx)'],
    ],
    [
      'ui/a.tsx',
      "t('home.missing')",
      ['app:home.missing (zh-TW, ui/a.tsx)', 'app:home.missing (en, ui/a.tsx)'],
    ],
  ])('in %s, %s lacks %j', (file, source, missing) => {
    expect(missingKeys('app', own, src, [[join(src, file), source]])).toEqual(missing);
  });

  it('finds a plural key by its base name, as i18next does with a count', () => {
    const plural = {
      'zh-TW': { records: { count_other: '共 {{count}} 筆' } },
      en: { records: { count_one: '{{count}} record', count_other: '{{count}} records' } },
    };
    const source = "t('records.count', { count: 1 }); t('records.total', { count: 2 })";
    expect(missingKeys('app', plural, src, [[join(src, 'ui/a.tsx'), source]])).toEqual([
      'app:records.total (zh-TW, ui/a.tsx)',
      'app:records.total (en, ui/a.tsx)',
    ]);
  });

  it('looks a key without a namespace up in common when that is the namespace tested', () => {
    expect(
      missingKeys('common', { 'zh-TW': {}, en: {} }, src, [
        [join(src, 'flows/a.tsx'), "t('status.giving.success')"],
      ]),
    ).toEqual([]);
  });
});

describe('jsxLiteralsIn', () => {
  it('finds text and text attributes a user would read', async () => {
    const source = `export const A = () => (
      <section aria-label="Projects">
        <h1>Giving</h1>
        <img alt="教會" src="/a.png" />
        <input placeholder={label} />
        <ConfirmDialog title="will redirect you" label="確認" />
        <PendingPage title="paymentMethods" />
      </section>
    );`;
    expect(await jsxLiteralsIn('a.tsx', source)).toEqual([
      'a.tsx:2 aria-label="Projects"',
      'a.tsx:3 Giving',
      'a.tsx:4 alt="教會"',
      'a.tsx:6 title="will redirect you"',
      'a.tsx:6 label="確認"',
    ]);
  });

  it('passes text from i18n, numbers, punctuation and non-text attributes', async () => {
    const source = `export const B = ({ t }) => (
      <p className="x" role="status" aria-hidden="true" alt="">
        {t('home.title')} 404 ({' '}) – <svg><path d="M15 5l-7 7 7 7" /></svg>
      </p>
    );`;
    expect(await jsxLiteralsIn('b.tsx', source)).toEqual([]);
  });
});
