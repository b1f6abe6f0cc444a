import { aGiving } from '../../testing/givings';
import {
  RESULT_CACHE_KEY,
  cacheResult,
  clearCachedResult,
  isFinalStatus,
  readCachedResult,
} from './result-cache';

beforeEach(() => localStorage.clear());

describe('result cache (reused only for the same giving number)', () => {
  it('gives back a final result for the same giving number', () => {
    const giving = aGiving({ offering_aid: 1401, status: 0 });
    cacheResult(giving);

    expect(readCachedResult(1401)).toEqual(giving);
  });

  it('never answers for another giving number', () => {
    cacheResult(aGiving({ offering_aid: 1401 }));

    expect(readCachedResult(1402)).toBeNull();
  });

  it.each([
    [0, true],
    [2, true],
    [3, true],
    [4, true],
    [1, false],
    [5, false],
  ] as const)(
    'status %i is reused: %s (in progress or waiting is asked again)',
    (status, reused) => {
      cacheResult(aGiving({ status }));

      expect(readCachedResult(1401) !== null).toBe(reused);
      expect(isFinalStatus(status)).toBe(reused);
    },
  );

  it.each([
    'not json',
    '[]',
    'null',
    '{"offering_aid":"1401","status":0}',
    '{"offering_aid":1401}',
  ])('ignores a damaged entry %j', (raw) => {
    localStorage.setItem(RESULT_CACHE_KEY, raw);

    expect(readCachedResult(1401)).toBeNull();
  });

  it.each<[string, Record<string, unknown>]>([
    ['no amount', { amount: undefined }],
    ['the amount as text', { amount: '1000' }],
    ['no project name', { project_name: undefined }],
    ['the remark as null', { tra_result: null }],
    ['the items as a record', { item_package: {} }],
    ['an item line without its name', { item_package: [{ item_aid: 1, package_amount: 1000 }] }],
    ['the English name as a number', { project_name_en: 1 }],
  ])('reads a final giving with %s as absent', (_case, damage) => {
    localStorage.setItem(
      RESULT_CACHE_KEY,
      JSON.stringify({ ...aGiving({ offering_aid: 1401, status: 0 }), ...damage }),
    );

    expect(readCachedResult(1401)).toBeNull();
  });

  it('clears the entry', () => {
    cacheResult(aGiving());
    clearCachedResult();

    expect(localStorage.getItem(RESULT_CACHE_KEY)).toBeNull();
  });
});
