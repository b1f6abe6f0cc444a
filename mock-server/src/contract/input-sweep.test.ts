import request from 'supertest';
import type { z } from 'zod';
import { CALLS } from '@eoffering/shared/contract';
import type { Purpose } from '@eoffering/shared/contract';
import { callSchemas } from '@eoffering/shared/contract/schemas';
import { FIXTURE } from '../fixtures/fixture-ids';
import { testApp } from '../../test-support/test-app';

// Every call of the catalogue gets bodies its schema refuses: missing fields, wrong types, strings
// of 100,000 characters, broken JSON. None may answer 5xx or change the store.

type Schema = z.ZodType;
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  options?: Schema[];
  shape?: Record<string, Schema>;
  values?: unknown[];
  entries?: Record<string, unknown>;
}
const defOf = (schema: Schema): Def => (schema as unknown as { def: Def }).def;
const shapeOf = (schema: Schema): Record<string, Schema> | undefined =>
  (schema as unknown as { shape?: Record<string, Schema> }).shape;

/** The object shapes a request schema accepts (a union offers several). */
const shapes = (schema: Schema): Array<Record<string, Schema>> => {
  const def = defOf(schema);
  if (def.type === 'object') return [shapeOf(schema) ?? {}];
  if (def.type === 'union') return (def.options ?? []).flatMap(shapes);
  if (def.type === 'pipe' && def.in) return shapes(def.in);
  return [];
};

/** A value of the field's own type (so only the case at hand is wrong). */
const plausible = (schema: Schema): unknown => {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'nullable':
      return plausible(def.innerType!);
    case 'pipe':
      return plausible(def.in!);
    case 'string':
      return 'a';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'union':
      return plausible(def.options![0]!);
    default:
      return 'a';
  }
};

/** A value of another type than the field's. */
const wrongType = (schema: Schema): unknown => {
  const value = plausible(schema);
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'one';
  if (Array.isArray(value)) return { not: 'a list' };
  if (typeof value === 'object' && value !== null) return 'not an object';
  return [value];
};

const HUGE = 'x'.repeat(100_000);

/** Bodies the purpose's schema refuses, each named. */
const badBodies = (purpose: Purpose): Array<[string, unknown]> => {
  const schema = callSchemas[purpose].request as Schema;
  const bodies: Array<[string, unknown]> = [
    ['an empty object', {}],
    ['an array', []],
    ['null', null],
    ['a string', 'text'],
    ['an unknown field', { zzz_unknown: 1 }],
  ];
  for (const shape of shapes(schema)) {
    const full = Object.fromEntries(
      Object.entries(shape).map(([field, type]) => [field, plausible(type)]),
    );
    for (const [field, type] of Object.entries(shape)) {
      const without = { ...full };
      delete without[field];
      bodies.push([`${field} missing`, without]);
      bodies.push([`${field} of the wrong type`, { ...full, [field]: wrongType(type) }]);
      bodies.push([`${field} as null`, { ...full, [field]: null }]);
      bodies.push([`${field} of 100,000 characters`, { ...full, [field]: HUGE }]);
      bodies.push([`${field} as a deep object`, { ...full, [field]: { a: { b: { c: [HUGE] } } } }]);
    }
    bodies.push([
      'every field of the wrong type',
      Object.fromEntries(Object.entries(shape).map(([field, type]) => [field, wrongType(type)])),
    ]);
  }
  return bodies.filter(([, body]) => !schema.safeParse(body).success);
};

const PURPOSES = Object.keys(CALLS) as Purpose[];

describe('every call refuses bad input without a 5xx and without writing', () => {
  it('covers every call of the catalogue, and every field of each', () => {
    expect(PURPOSES.length).toBe(Object.keys(callSchemas).length);
    for (const purpose of PURPOSES) {
      const fields = shapes(callSchemas[purpose].request as Schema).flatMap(Object.keys);
      // The five whole-body cases, and per field at least missing, wrong type, null and huge.
      expect([purpose, badBodies(purpose).length >= 4 + 4 * fields.length]).toEqual([
        purpose,
        true,
      ]);
    }
  });

  it.each(PURPOSES)('%s', async (purpose) => {
    const t = testApp({ now: new Date('2025-03-10T04:00:00Z') });
    const bearer = t.bearer(FIXTURE.members.wang);
    const path = t.settings.api[purpose];
    const before = JSON.stringify(t.store.read());
    const raw: Array<[string, string]> = [
      ['broken JSON', '{"offering_aid": 1,'],
      ['a JSON string left open', '{"a": "'],
      ['not JSON at all', 'offering_aid=1'],
      ['a body of 100,000 characters', JSON.stringify({ zzz: HUGE })],
    ];
    const cases: Array<[string, string]> = [
      ...badBodies(purpose).map(([name, body]): [string, string] => [name, JSON.stringify(body)]),
      ...raw,
    ];
    const problems: string[] = [];
    for (const [name, text] of cases) {
      for (const authorization of [bearer, null]) {
        const req = request(t.app).post(path).set('Content-Type', 'application/json');
        if (authorization) req.set('Authorization', authorization);
        const res = await req.send(text);
        const who = authorization ? 'member' : 'anonymous';
        // 400 bad input, 401 login required (member calls without a token), 413 too large.
        if (![400, 401, 413].includes(res.status))
          problems.push(`${name} (${who}): HTTP ${res.status}`);
        if (res.body?.RC !== res.status || !Array.isArray(res.body?.Result)) {
          problems.push(`${name} (${who}): no error envelope`);
        }
        if (JSON.stringify(t.store.read()) !== before) problems.push(`${name} (${who}): wrote`);
      }
    }
    expect(problems).toEqual([]);
  });
});
