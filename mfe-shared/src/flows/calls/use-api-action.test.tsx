import { act, renderHook, waitFor } from '@testing-library/react';
import { installFakeApi, type FakeAnswer, type FakeApi } from '../../testing/fake-api';
import { useApiAction } from './use-api-action';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.uninstall());

const deferTitle = () => {
  let answer: (value: FakeAnswer) => void = () => undefined;
  api.on(
    'add_invoice_title',
    () =>
      new Promise<FakeAnswer>((resolve) => {
        answer = resolve;
      }),
  );
  return (value: FakeAnswer) => act(() => answer(value));
};

const body = { invoice_title: '恩典公司', invoice_tax_id: '12345675' };
const created: FakeAnswer = { body: { RC: 101, RM: 'ok', Result: { invoice_title_aid: 9 } } };

describe('useApiAction', () => {
  it('is busy while the call runs and resolves to the Result', async () => {
    const answer = deferTitle();
    const { result } = renderHook(() => useApiAction('add_invoice_title'));
    expect(result.current.busy).toBe(false);

    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(body);
    });
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await answer(created);

    await expect(outcome).resolves.toEqual({ invoice_title_aid: 9 });
    expect(result.current).toMatchObject({ busy: false, error: null });
    expect(api.bodiesOf('add_invoice_title')).toEqual([body]);
  });

  it('does not send again while a run is under way (a double click)', async () => {
    const answer = deferTitle();
    const { result } = renderHook(() => useApiAction('add_invoice_title'));

    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      void result.current.run(body);
      second = result.current.run(body);
    });

    await expect(second).resolves.toBeUndefined();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await answer(created);
    expect(result.current.busy).toBe(false);
    expect(api.requests).toHaveLength(1);
  });

  it('keeps a result-code refusal with the server message, until reset', async () => {
    api.on('add_invoice_title', () => ({
      body: { RC: 409, RM: 'conflict', Result: [{ msg: 'cannot add duplicate data' }] },
    }));
    const { result } = renderHook(() => useApiAction('add_invoice_title'));

    let outcome: unknown = 'not run';
    await act(async () => {
      outcome = await result.current.run(body);
    });

    expect(outcome).toBeUndefined();
    expect(result.current.error).toMatchObject({
      kind: 'rc',
      rc: 409,
      message: 'cannot add duplicate data',
    });
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();
  });

  it('aborts the call when the component leaves', async () => {
    deferTitle();
    const { result, unmount } = renderHook(() => useApiAction('add_invoice_title'));
    act(() => {
      void result.current.run(body);
    });
    await waitFor(() => expect(api.requests).toHaveLength(1));

    unmount();

    expect(api.requests[0]?.signal?.aborted).toBe(true);
  });
});
