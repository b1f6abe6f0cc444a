import { act, renderHook } from '@testing-library/react';
import type { GivingStatus } from '../../contract';
import { aGiving } from '../../testing/contract-fixtures';
import { installFakeApi, type FakeApi } from '../../testing/fake-api';
import { pollResult, recheckUntilFinal, usePolledResult } from './poll-result';

describe('pollResult, the result polling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Loads the given statuses in turn, one per try; 'error' makes that try fail. */
  const loader = (statuses: Array<number | 'error'>) => {
    const tries: number[] = [];
    const load = jest.fn(async () => {
      tries.push(Date.now());
      const next = statuses[tries.length - 1];
      if (next === 'error' || next === undefined) throw new Error('call failed');
      return { status: next };
    });
    return { load, tries };
  };
  const isInProgress = (value: { status: number }) => value.status === 1;

  it.each<[string, Array<number | 'error'>, unknown, number]>([
    ['settled at once', [0], { kind: 'settled', value: { status: 0 } }, 1],
    ['settled on the second try', [1, 2], { kind: 'settled', value: { status: 2 } }, 2],
    ['settled on the last try', [1, 1, 0], { kind: 'settled', value: { status: 0 } }, 3],
    ['still in progress on the last try', [1, 1, 1], { kind: 'pending', value: { status: 1 } }, 3],
    ['a failed call', [1, 'error'], { kind: 'abnormal' }, 2],
  ])('%s', async (_case, statuses, outcome, calls) => {
    const { load, tries } = loader(statuses);
    const result = pollResult({ load, isInProgress });
    await jest.runAllTimersAsync();
    await expect(result).resolves.toEqual(outcome);
    expect(load).toHaveBeenCalledTimes(calls);
    // docs/screens/giving.md: 0.5 s between tries, written here rather than imported so that a
    // changed interval fails (tried once with 5 s)
    tries.slice(1).forEach((at, index) => expect(at - (tries[index] ?? 0)).toBe(500));
  });

  it('stops asking once cancelled', async () => {
    const { load } = loader([1, 1, 1]);
    const controller = new AbortController();
    const result = pollResult({ load, isInProgress, signal: controller.signal });
    await jest.advanceTimersByTimeAsync(0);
    controller.abort();
    await jest.runAllTimersAsync();
    await expect(result).resolves.toEqual({ kind: 'abnormal' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('recheckUntilFinal, checking on after the quick tries', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const isPending = (value: { status: number }) => value.status === 1;

  it('waits 2, 4, 8, 16, then 30 s between checks, through failed calls, until final', async () => {
    const answers: Array<number | 'error'> = [1, 'error', 1, 1, 1, 1, 0];
    const at: number[] = [];
    const start = Date.now();
    const load = jest.fn(async () => {
      at.push(Date.now() - start);
      const next = answers[at.length - 1];
      if (next === 'error' || next === undefined) throw new Error('offline');
      return { status: next };
    });
    const result = recheckUntilFinal({ load, isPending, signal: new AbortController().signal });
    await jest.runAllTimersAsync();
    await expect(result).resolves.toEqual({ status: 0 });
    expect(at).toEqual([2_000, 6_000, 14_000, 30_000, 60_000, 90_000, 120_000]);
  });

  it('checks at once when the page comes back into view', async () => {
    const load = jest.fn(async () => ({ status: 0 }));
    const result = recheckUntilFinal({ load, isPending, signal: new AbortController().signal });
    await jest.advanceTimersByTimeAsync(500);
    expect(load).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    await expect(result).resolves.toEqual({ status: 0 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops, with nothing, when the page leaves', async () => {
    const load = jest.fn(async () => ({ status: 1 }));
    const controller = new AbortController();
    const result = recheckUntilFinal({ load, isPending, signal: controller.signal });
    await jest.advanceTimersByTimeAsync(2_000);
    controller.abort();
    await jest.runAllTimersAsync();
    await expect(result).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('usePolledResult', () => {
  let api: FakeApi;
  beforeEach(() => {
    jest.useFakeTimers();
    api = installFakeApi();
  });
  afterEach(() => {
    api.uninstall();
    jest.useRealTimers();
  });

  const detail = (status: GivingStatus) => aGiving({ offering_aid: 7, status });
  const render = () =>
    renderHook(() =>
      usePolledResult('get_tra_detail', { offering_aid: 7 }, (giving) => giving.status === 1),
    );

  it('is loading while it polls, then settled with the Result', async () => {
    api.ok('get_tra_detail', detail(1)).ok('get_tra_detail', detail(0));
    const { result } = render();
    expect(result.current.status).toBe('loading');

    await act(() => jest.runAllTimersAsync());

    expect(result.current).toMatchObject({ status: 'settled', data: detail(0) });
    expect(api.bodiesOf('get_tra_detail')).toEqual([{ offering_aid: 7 }, { offering_aid: 7 }]);
  });

  it('is abnormal when still in progress after three tries, and reload polls again', async () => {
    api
      .ok('get_tra_detail', detail(1))
      .ok('get_tra_detail', detail(1))
      .ok('get_tra_detail', detail(1));
    const { result } = render();
    await act(() => jest.runAllTimersAsync());
    expect(result.current.status).toBe('abnormal');
    expect(api.requests).toHaveLength(3);

    api.ok('get_tra_detail', detail(0));
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await act(() => jest.runAllTimersAsync());
    expect(result.current).toMatchObject({ status: 'settled', data: detail(0) });
  });
});
