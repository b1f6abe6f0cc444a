import { z } from 'zod';
import { CALLS, PURPOSES, type Purpose } from '../contract/catalogue';
import { callSchemas } from '../contract/schemas';
import { isResultOf, resultKind } from './result-shape';

const envelopeCalls = PURPOSES.filter((purpose) => CALLS[purpose].reply === 'envelope');

describe('the kind of Result each call answers (docs/decisions.md, answers checked where they enter)', () => {
  it.each(envelopeCalls)('%s: a list exactly when its schema is one', (purpose) => {
    const schema = callSchemas[purpose].result;
    expect(resultKind(purpose)).toBe(schema instanceof z.ZodArray ? 'list' : 'record');
    if (!(schema instanceof z.ZodArray)) expect(schema).toBeInstanceOf(z.ZodObject);
  });

  it.each<[string, Purpose, unknown, boolean]>([
    ['a list for a list call', 'get_project_info_list', [], true],
    ['a record for a list call', 'get_project_info_list', { project_aid: 1 }, false],
    ['null for a list call', 'get_ach_list', null, false],
    ['a record for a record call', 'get_tra_detail', { offering_aid: 1 }, true],
    ['a list for a record call', 'get_tra_detail', [], false],
    ['null for a record call', 'get_tra_detail', null, false],
    ['text for a record call', 'add_invoice_title', 'saved', false],
    ['nothing for a record call', 'update_ach_setting', undefined, false],
  ])('%s holds: %s', (_case, purpose, result, holds) => {
    expect(isResultOf(purpose, result)).toBe(holds);
  });
});
