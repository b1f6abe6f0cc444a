import { testConfig } from '@eoffering/shared/testing';
import { RemoteLoadError, RemoteSkewError } from '../../remotes/remote-errors';
import { describeError, releaseOfManifest } from './remote-reports';
import { startReports } from './start-reports';

// docs/deploying-a-remote.md: what the page reports, batched, with nothing about the donor.

const configWith = (reportUrl: string | null) =>
  testConfig({
    reportUrl,
    remotes: {
      giving: {
        name: 'giving',
        manifestUrl: 'http://app.test/eoffering/remotes/giving/1.4.0/mf-manifest.json',
      },
      memberCenter: {
        name: 'memberCenter',
        manifestUrl: 'http://app.test/eoffering/remotes/member-center/mf-manifest.json',
      },
    },
  });

const sent = (send: jest.Mock): unknown[] =>
  send.mock.calls.flatMap(
    ([, body]: [string, string]) => (JSON.parse(body) as { reports: unknown[] }).reports,
  );

let measureVitals: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers();
  measureVitals = jest.fn();
});
afterEach(() => jest.useRealTimers());

describe('startReports', () => {
  it('collects and sends nothing when config.json names no report URL', () => {
    const send = jest.fn(() => true);
    expect(startReports(configWith(null), { send, measureVitals })).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    jest.runAllTimers();
    expect(send).not.toHaveBeenCalled();
    expect(measureVitals).not.toHaveBeenCalled();
  });

  it('sends web vitals under the remote and release of the page they were measured on', () => {
    const send = jest.fn(() => true);
    startReports(configWith('/telemetry/reports'), { send, measureVitals });
    const [add, where] = measureVitals.mock.calls[0] as [
      (report: unknown) => void,
      () => { remote: string; version: string },
    ];
    add({ kind: 'vital', ...where(), vital: 'LCP', value: 1234 });
    jest.advanceTimersByTime(5_000);
    // jsdom's page is at `/`: the giving home.
    expect(sent(send)).toEqual([
      { kind: 'vital', remote: 'giving', version: '1.4.0', vital: 'LCP', value: 1234 },
    ]);
  });

  it('sends load failures and skew refusals in one batch to the configured URL', () => {
    const send = jest.fn(() => true);
    const reports = startReports(configWith('https://reports.test/in'), { send, measureVitals });
    reports?.remoteFailed({
      id: 'http://app.test/eoffering/remotes/giving/1.4.0/mf-manifest.json',
      lifecycle: 'afterResolve',
      remote: 'giving',
      error: new Error('answered HTTP 503'),
    });
    reports?.remoteFailed({
      id: 'giving/routes',
      lifecycle: 'onLoad',
      remote: 'giving',
      error: new RemoteLoadError('giving', 'giving/routes could not be loaded', {
        cause: new RemoteSkewError('giving', {
          what: '@eoffering/shared',
          needs: '2.0.0',
          held: '1.1.0',
        }),
      }),
    });
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('https://reports.test/in', expect.any(String));
    expect(sent(send)).toEqual([
      {
        kind: 'load-failure',
        remote: 'giving',
        version: '1.4.0',
        detail: 'afterResolve: Error: answered HTTP 503',
      },
      {
        kind: 'skew',
        remote: 'giving',
        version: '1.4.0',
        detail: 'onLoad: RemoteLoadError: giving/routes could not be loaded',
      },
    ]);
  });

  it('sends what waits when the page is left, and a remote crash under its release', () => {
    const send = jest.fn(() => true);
    const reports = startReports(configWith('/telemetry/reports'), { send, measureVitals });
    reports?.remoteCrashed('memberCenter', new Error('cannot read x of 0912345678'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent(send)).toEqual([
      {
        kind: 'remote-error',
        remote: 'memberCenter',
        version: 'unversioned',
        detail: 'Error: cannot read x of <number>',
      },
    ]);
  });
});

describe('what a report may say', () => {
  it.each([
    ['/eoffering/remotes/giving/1.4.0/mf-manifest.json', '1.4.0'],
    ['https://cdn.example.org/giving/2.0.0-rc.1/mf-manifest.json', '2.0.0-rc.1'],
    ['/eoffering/remotes/giving/mf-manifest.json', 'unversioned'],
  ])('the release of %s is %s', (url, release) => {
    expect(releaseOfManifest(url)).toBe(release);
  });

  it.each([
    [new Error('no title for a@b.example'), 'Error: no title for <email>'],
    [new TypeError('card 4311952222222222 refused\nstack'), 'TypeError: card <number> refused'],
    ['x'.repeat(300), 'x'.repeat(200)],
  ])('describes %p as %p', (error, text) => {
    expect(describeError(error)).toBe(text);
  });
});
