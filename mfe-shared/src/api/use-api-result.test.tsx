import { act, renderHook, waitFor } from '@testing-library/react';
import type { RequestOf } from '../contract';
import type { Project } from '../contract';
import { aProject } from '../testing/contract-fixtures';
import { installFakeApi, type FakeAnswer, type FakeApi } from '../testing/fake-api';
import { ApiError, isBusinessRefusal } from './api-error';
import { prefetchApi } from './prefetch';
import { useApiResult } from './use-api-result';

let api: FakeApi;

beforeEach(() => {
  // Each test scripts its own answers; an unscripted call fails loudly.
  api = installFakeApi();
});

afterEach(() => api.uninstall());

type DetailBody = RequestOf<'get_project_info_detail'> | null;

const project = (project_aid: number, project_name: string): Project =>
  aProject({ project_aid, project_name });

const success = (result: unknown): FakeAnswer => ({ body: { RC: 501, RM: 'ok', Result: result } });
const refusal: FakeAnswer = {
  body: { RC: 404, RM: 'not found', Result: [{ msg: 'no such one' }] },
};

/** Scripts the next answer to the detail call and returns the function that sends it. */
const deferDetail = () => {
  let answer: (value: FakeAnswer) => void = () => undefined;
  api.on(
    'get_project_info_detail',
    () =>
      new Promise<FakeAnswer>((resolve) => {
        answer = resolve;
      }),
  );
  return (value: FakeAnswer) => act(() => answer(value));
};

const renderDetail = (body: DetailBody) =>
  renderHook(
    ({ current }: { current: DetailBody }) => useApiResult('get_project_info_detail', current),
    {
      initialProps: { current: body },
    },
  );

describe('useApiResult', () => {
  it('takes the answer of a call started ahead with the same body: one request in all', async () => {
    const answer = deferDetail();
    prefetchApi('get_project_info_detail', { project_aid: 7 });
    const { result } = renderDetail({ project_aid: 7 });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await answer(success(project(7, '建堂基金')));

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ data: project(7, '建堂基金') });
    expect(api.requests).toHaveLength(1);
  });

  it('asks for itself when the call started ahead had another body, and takes one only once', async () => {
    for (const aid of [8, 7, 8]) {
      api.on('get_project_info_detail', () => success(project(aid, '建堂基金')));
    }
    prefetchApi('get_project_info_detail', { project_aid: 8 });
    const first = renderDetail({ project_aid: 7 });
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    const second = renderDetail({ project_aid: 8 });
    const third = renderDetail({ project_aid: 8 });
    await waitFor(() => expect(third.result.current.status).toBe('ready'));
    expect(second.result.current.status).toBe('ready');

    expect(api.bodiesOf('get_project_info_detail')).toEqual([
      { project_aid: 8 },
      { project_aid: 7 },
      { project_aid: 8 },
    ]);
  });

  it('asks once on mount, loading until the Result arrives', async () => {
    const answer = deferDetail();
    const { result } = renderDetail({ project_aid: 7 });

    expect(result.current.status).toBe('loading');
    await waitFor(() =>
      expect(api.bodiesOf('get_project_info_detail')).toEqual([{ project_aid: 7 }]),
    );
    await answer(success(project(7, '建堂基金')));

    expect(result.current).toMatchObject({ status: 'ready', data: project(7, '建堂基金') });
  });

  it('is failed with the ApiError when the result code refuses the call', async () => {
    api.on('get_project_info_detail', () => refusal);
    const { result } = renderDetail({ project_aid: 9 });

    await waitFor(() => expect(result.current.status).toBe('failed'));
    const { error } = result.current as { error: unknown };
    expect(isBusinessRefusal(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'rc', rc: 404, message: 'no such one' });
  });

  it('sends nothing and is failed at once for a null body (no valid request)', () => {
    const { result } = renderDetail(null);

    expect(result.current.status).toBe('failed');
    expect(api.requests).toHaveLength(0);
  });

  it('treats a new body object with the same content as the same request', async () => {
    api.on('get_project_info_detail', () => success(project(7, '建堂基金')));
    const { result, rerender } = renderDetail({ project_aid: 7 });
    await waitFor(() => expect(result.current.status).toBe('ready'));

    rerender({ current: { project_aid: 7 } });

    expect(result.current.status).toBe('ready');
    expect(api.requests).toHaveLength(1);
  });

  it('asks again for a new body, showing loading, and drops the stale answer', async () => {
    const answerFirst = deferDetail();
    const answerSecond = deferDetail();
    const { result, rerender } = renderDetail({ project_aid: 1 });
    await waitFor(() => expect(api.requests).toHaveLength(1));

    rerender({ current: { project_aid: 2 } });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests[0]?.signal?.aborted).toBe(true);

    await answerSecond(success(project(2, '宣教')));
    await answerFirst(success(project(1, '一般奉獻')));

    expect(result.current).toMatchObject({ status: 'ready', data: project(2, '宣教') });
    expect(api.bodiesOf('get_project_info_detail')).toEqual([
      { project_aid: 1 },
      { project_aid: 2 },
    ]);
  });

  it('after a failure, reload shows loading and then the fresh answer (a retry)', async () => {
    api.on('get_project_info_detail', () => refusal);
    const answer = deferDetail();
    const { result } = renderDetail({ project_aid: 7 });
    await waitFor(() => expect(result.current.status).toBe('failed'));

    act(() => result.current.reload());

    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(api.requests).toHaveLength(2));
    await answer(success(project(7, '建堂基金')));
    expect(result.current).toMatchObject({ status: 'ready', data: project(7, '建堂基金') });
  });

  it('after success, reload keeps the data shown until the fresh answer replaces it', async () => {
    api.on('get_project_info_detail', () => success(project(7, '舊名')));
    const answer = deferDetail();
    const { result } = renderDetail({ project_aid: 7 });
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => result.current.reload());

    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(result.current).toMatchObject({ status: 'ready', data: project(7, '舊名') });
    await answer(success(project(7, '新名')));
    expect(result.current).toMatchObject({ status: 'ready', data: project(7, '新名') });
  });

  it('shows the failure of a reload that is refused', async () => {
    api.on('get_project_info_detail', () => success(project(7, '建堂基金')));
    api.on('get_project_info_detail', () => refusal);
    const { result } = renderDetail({ project_aid: 7 });
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => result.current.reload());

    await waitFor(() => expect(result.current.status).toBe('failed'));
  });

  it('with enabled false sends nothing and is idle, then asks once enabled', async () => {
    api.on('get_project_info_detail', () => success(project(7, '建堂基金')));
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) =>
        useApiResult('get_project_info_detail', { project_aid: 7 }, { enabled }),
      { initialProps: { enabled: false } },
    );

    expect(result.current.status).toBe('idle');
    expect(api.requests).toHaveLength(0);

    rerender({ enabled: true });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(api.requests).toHaveLength(1);
  });

  it('gives an ApiError even when the failure was not one', async () => {
    api.on('get_project_info_detail', () => {
      throw new TypeError('broken adapter');
    });
    const { result } = renderDetail({ project_aid: 7 });

    await waitFor(() => expect(result.current.status).toBe('failed'));
    const { error } = result.current as { error: unknown };
    expect(error).toBeInstanceOf(ApiError);
    expect(isBusinessRefusal(error)).toBe(false);
  });

  it('aborts the call when the component leaves', async () => {
    deferDetail();
    const { unmount } = renderDetail({ project_aid: 7 });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]?.signal?.aborted).toBe(false);

    unmount();

    expect(api.requests[0]?.signal?.aborted).toBe(true);
  });
});
