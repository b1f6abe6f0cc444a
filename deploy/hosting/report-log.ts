import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { RELEASE_VERSION } from './releases';

// docs/deploying-a-remote.md, "check".
export const REPORTS_PATH = '/telemetry/reports';

export const REPORT_KINDS = ['load-failure', 'skew', 'remote-error', 'vital'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const VITALS = ['LCP', 'INP', 'CLS'] as const;
export type Vital = (typeof VITALS)[number];

export interface Report {
  kind: ReportKind;
  remote: string;
  version: string;
  detail?: string;
  vital?: Vital;
  value?: number;
  at: string;
}

export const REPORTING_APPS = ['giving', 'memberCenter', 'shell'] as const;

export const DETAIL_MAX = 200;

/** No markup and nothing that could name a donor (docs/security-model.md, 'Reports'). */
export const plainDetail = (detail: string): string =>
  detail
    .replace(/\p{Cc}/gu, ' ')
    .replace(/</g, '‹')
    .replace(/>/g, '›')
    .replace(/[^\s@]+@[^\s@]+/g, '[e-mail]')
    .replace(/\b[A-Za-z]\d{9}\b/g, '[id]')
    .replace(/\d{8,}/g, '[number]');

const version = z
  .string()
  .refine((value) => value === 'unversioned' || RELEASE_VERSION.test(value));
const about = { remote: z.enum(REPORTING_APPS), version };

export const reportSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.enum(['load-failure', 'skew', 'remote-error']),
    ...about,
    detail: z.string().max(DETAIL_MAX).transform(plainDetail).optional(),
  }),
  z.strictObject({
    kind: z.literal('vital'),
    ...about,
    vital: z.enum(VITALS),
    value: z.number().finite().min(0).max(600_000),
  }),
]);

const keptSchema = z.intersection(reportSchema, z.object({ at: z.iso.datetime() }));

export const REPORTS_KEPT = 1000;

export const reportsFileOf = (dataFile: string | null): string | null =>
  dataFile === null ? null : join(dirname(dataFile), 'reports.json');

export interface ReportLog {
  add: (reports: Report[]) => void;
  all: () => Report[];
}

/** Validated again: what `npm run reports` prints must be validated text. */
export const readReports = (file: string | null): Report[] => {
  if (!file || !existsSync(file)) return [];
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      const kept = keptSchema.safeParse(entry);
      return kept.success ? [kept.data as Report] : [];
    });
  } catch {
    return [];
  }
};

export const createReportLog = (file: string | null, kept = REPORTS_KEPT): ReportLog => {
  let reports = readReports(file).slice(-kept);
  return {
    add: (batch) => {
      reports = [...reports, ...batch].slice(-kept);
      if (file) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(reports), { mode: 0o600 });
        chmodSync(file, 0o600);
      }
    },
    all: () => [...reports],
  };
};

export interface ReleaseSummary {
  remote: string;
  version: string;
  failures: Record<Exclude<ReportKind, 'vital'>, number>;
  p75: Record<Vital, number | null>;
  samples: number;
}

/** Nearest-rank, as the web-vitals thresholds are read. */
export const p75 = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
};

export const summarise = (reports: Report[]): ReleaseSummary[] => {
  const groups = new Map<string, Report[]>();
  for (const report of reports) {
    const key = `${report.remote} ${report.version}`;
    groups.set(key, [...(groups.get(key) ?? []), report]);
  }
  return [...groups.values()]
    .map((group) => {
      const [{ remote, version }] = group as [Report, ...Report[]];
      const count = (kind: ReportKind) => group.filter((report) => report.kind === kind).length;
      const vital = (name: Vital) =>
        p75(
          group
            .filter((report) => report.kind === 'vital' && report.vital === name)
            .map((report) => report.value ?? 0),
        );
      return {
        remote,
        version,
        failures: {
          'load-failure': count('load-failure'),
          skew: count('skew'),
          'remote-error': count('remote-error'),
        },
        p75: { LCP: vital('LCP'), INP: vital('INP'), CLS: vital('CLS') },
        samples: group.length,
      };
    })
    .sort((a, b) => `${a.remote} ${a.version}`.localeCompare(`${b.remote} ${b.version}`));
};

const shown = (value: number | null, unit: string, digits: number) =>
  value === null ? '-' : `${value.toFixed(digits)}${unit}`;

export const formatSummary = (summaries: ReleaseSummary[]): string => {
  if (summaries.length === 0) return 'no reports yet';
  const header = 'remote        release      load-fail  skew  errors  LCP p75   INP p75  CLS p75';
  const lines = summaries.map((s) =>
    [
      s.remote.padEnd(13),
      s.version.padEnd(12),
      String(s.failures['load-failure']).padStart(9),
      String(s.failures.skew).padStart(5),
      String(s.failures['remote-error']).padStart(7),
      shown(s.p75.LCP, ' ms', 0).padStart(9),
      shown(s.p75.INP, ' ms', 0).padStart(8),
      shown(s.p75.CLS, '', 3).padStart(8),
    ].join(' '),
  );
  return [header, ...lines].join('\n');
};
