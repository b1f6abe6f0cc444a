import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createReportLog,
  formatSummary,
  p75,
  readReports,
  summarise,
  type Report,
} from './report-log';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'eoffering-reports-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const failure = { kind: 'load-failure', remote: 'giving', version: '1.4.0', detail: 'onLoad: x' };

describe('the report log and its summary', () => {
  it('npm run reports reads only valid reports from the file', () => {
    const file = join(dir, 'reports.json');
    const at = new Date().toISOString();
    writeFileSync(
      file,
      JSON.stringify([
        { ...failure, at },
        { ...failure, remote: '\u001b[2J<script>', at },
        { kind: 'load-failure', remote: 'giving', version: '1.4.0', detail: 'A123456789', at },
        'not a report',
      ]),
    );
    expect(readReports(file)).toEqual([
      { ...failure, at },
      { kind: 'load-failure', remote: 'giving', version: '1.4.0', detail: '[id]', at },
    ]);
  });

  it('keeps only the last reports', () => {
    const log = createReportLog(join(dir, 'reports.json'), 3);
    const at = '2026-01-01T00:00:00.000Z';
    log.add([1, 2].map((n) => ({ ...failure, detail: String(n), at }) as Report));
    log.add([3, 4].map((n) => ({ ...failure, detail: String(n), at }) as Report));
    expect(log.all().map((report) => report.detail)).toEqual(['2', '3', '4']);
    expect(createReportLog(join(dir, 'reports.json'), 3).all()).toHaveLength(3);
  });

  it.each([
    [[], null],
    [[5], 5],
    [[1, 2, 3, 4], 3],
    [[10, 1, 7, 3, 9, 2, 8, 4], 8],
  ])('p75 of %j is %j', (values, expected) => {
    expect(p75(values)).toBe(expected);
  });

  it('counts failures and takes each vital p75 per remote and release', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const vital = (remote: string, name: 'LCP' | 'CLS', value: number): Report => ({
      kind: 'vital',
      remote,
      version: '1.4.0',
      vital: name,
      value,
      at,
    });
    const reports: Report[] = [
      { ...failure, kind: 'load-failure', at } as Report,
      { ...failure, kind: 'skew', version: '2.0.0', at } as Report,
      { ...failure, kind: 'remote-error', at } as Report,
      vital('giving', 'LCP', 1000),
      vital('giving', 'LCP', 3000),
      vital('giving', 'CLS', 0.1),
    ];
    expect(summarise(reports)).toEqual([
      {
        remote: 'giving',
        version: '1.4.0',
        failures: { 'load-failure': 1, skew: 0, 'remote-error': 1 },
        p75: { LCP: 3000, INP: null, CLS: 0.1 },
        samples: 5,
      },
      {
        remote: 'giving',
        version: '2.0.0',
        failures: { 'load-failure': 0, skew: 1, 'remote-error': 0 },
        p75: { LCP: null, INP: null, CLS: null },
        samples: 1,
      },
    ]);
    const printed = formatSummary(summarise(reports)).split('\n');
    expect(printed[1]).toMatch(/^giving\s+1\.4\.0\s+1\s+0\s+1\s+3000 ms\s+-\s+0\.100$/);
    expect(formatSummary([])).toBe('no reports yet');
  });
});
