import { holdsShape, type Shape } from './json-shape';

interface Line {
  item_aid: number;
  item_name: string;
}

interface Sample {
  aid: number;
  name: string;
  name_en?: string;
  fee?: number;
  lines: Line[];
}

const SAMPLE: Shape<Sample> = {
  aid: 'number',
  name: 'string',
  name_en: 'optional string',
  fee: 'optional number',
  lines: [{ item_aid: 'number', item_name: 'string' }],
};

const good: Sample = { aid: 7, name: '什一奉獻', lines: [{ item_aid: 1, item_name: '一般' }] };

describe('a JSON value held to its shape (docs/decisions.md, answers checked where they enter)', () => {
  it.each<[string, unknown, boolean]>([
    ['every field of its kind', good, true],
    ['the optional text present', { ...good, name_en: 'Tithe' }, true],
    ['an empty list', { ...good, lines: [] }, true],
    ['a field the shape does not name', { ...good, extra: true }, true],
    ['a missing field', { aid: 7, lines: [] }, false],
    ['a number as text', { ...good, aid: '7' }, false],
    ['a number that is not finite', { ...good, aid: null }, false],
    ['the optional text of another kind', { ...good, name_en: 1 }, false],
    ['the optional number present', { ...good, fee: 26 }, true],
    ['the optional number as text', { ...good, fee: '26' }, false],
    ['the optional number not finite', { ...good, fee: null }, false],
    ['a record where a list belongs', { ...good, lines: {} }, false],
    ['a list entry missing a field', { ...good, lines: [{ item_aid: 1 }] }, false],
    ['a list entry that is null', { ...good, lines: [null] }, false],
    ['null', null, false],
    ['a list', [good], false],
    ['text', 'a giving', false],
  ])('%s: %s', (_case, value, holds) => {
    expect(holdsShape<Sample>(value, SAMPLE)).toBe(holds);
  });
});
