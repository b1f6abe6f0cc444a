import { setConfig } from '../config/config-store';
import { testConfig } from '../testing/test-config';
import { readEnvelope, readFailure } from './read-envelope';

describe('readEnvelope', () => {
  afterEach(() => setConfig(null));

  it.each([
    ['the success RC of the call', { RC: 501, RM: 'ok', Result: [1] }, { ok: true, result: [1] }],
    [
      'another RC, msg fields joined',
      { RC: 404, RM: 'not found', Result: [{ msg: 'no data' }, { msg: 'try again' }] },
      {
        ok: false,
        error: expect.objectContaining({ kind: 'rc', rc: 404, message: 'no data, try again' }),
      },
    ],
    [
      'another RC with a text Result',
      { RC: 422, RM: 'rule', Result: 'edit window closed' },
      { ok: false, error: expect.objectContaining({ rc: 422, message: 'edit window closed' }) },
    ],
    [
      'a success RC of another action type',
      { RC: 201, RM: 'ok', Result: 'done' },
      { ok: false, error: expect.objectContaining({ rc: 201, message: 'done' }) },
    ],
    [
      'no envelope at all',
      '<html>',
      { ok: false, error: expect.objectContaining({ rc: null, message: '' }) },
    ],
  ])('reads %s', (_case, data, expected) => {
    setConfig(testConfig());
    expect(readEnvelope(data, { successRc: 501, status: 200 })).toEqual(expected);
  });

  it('appends RC-RM in development mode', () => {
    setConfig(testConfig({ dev: true }));
    const reading = readEnvelope(
      { RC: 404, RM: 'not found', Result: [{ msg: 'no data' }] },
      {
        successRc: 501,
        status: 200,
      },
    );
    expect(reading).toEqual({
      ok: false,
      error: expect.objectContaining({ message: 'no data 404-not found' }),
    });
  });

  it('reads an error answer as a failure of the given kind, whatever its RC', () => {
    setConfig(testConfig());
    const error = readFailure(
      { RC: 429, RM: 'too many', Result: [{ msg: 'wait a minute' }] },
      { status: 429, kind: 'rate-limited' },
    );
    expect(error).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      rc: 429,
      message: 'wait a minute',
    });
  });
});
