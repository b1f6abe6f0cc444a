import { recordOf } from '../core/store';
import { taipeiDateTime } from '@eoffering/shared/rules';
import { randomInt } from 'node:crypto';
import type { AppDeps } from '../core/app-deps';
import type { GatewayTransactionRecord } from '../store/collections';
import { noteReturn, receiveNotice } from '../payments/merchant-router';
import { RESULT_CODES, signNotice, type GatewayNotice, type GatewayOutcome } from './notice';

/** The card's masked number and expiry, as the notice carries them. */
export type UsedCard = Pick<GatewayNotice, 'AN' | 'EXYM'>;

export type Decision =
  { kind: 'decided'; bindsCard: boolean } | { kind: 'repeat' } | { kind: 'unknown' };

/** A second choice for the same order is a repeat and changes nothing (docs/security-model.md). */
export const decide = (
  deps: AppDeps,
  ono: string,
  outcome: GatewayOutcome,
  card: UsedCard | null,
): Decision =>
  deps.store.update((data) => {
    const record = recordOf(data, 'gateway_transactions', ono);
    if (!record) return { kind: 'unknown' };
    if (record.state !== 'open') return { kind: 'repeat' };
    const at = taipeiDateTime(deps.now());
    record.state = outcome;
    record.decided_at = at;
    const rrn =
      outcome === 'approved'
        ? String(randomInt(100_000_000, 999_999_999)) + String(randomInt(100, 999))
        : '';
    record.notice = signNotice(
      {
        ONO: ono,
        MID: deps.settings.gateway.merchantId,
        RC: RESULT_CODES[outcome],
        RRN: rrn,
        LTD: at.slice(0, 10).replace(/-/g, ''),
        LTT: at.slice(11).replace(/:/g, ''),
        ...(card && outcome !== 'cancelled' ? card : { AN: '', EXYM: '' }),
      },
      deps.settings,
    );
    // The simulator sends the browser back with a redirect, a GET that writes nothing, where
    // E.SUN posts a form to U: so it notes the return the post would have.
    noteReturn(data, ono);
    return { kind: 'decided', bindsCard: record.kind === 'cardlink' };
  });

const deliver = (deps: AppDeps, ono: string): void => {
  const notice = recordOf(deps.store.read(), 'gateway_transactions', ono)?.notice;
  if (notice) receiveNotice(deps, notice);
};

// A notification lost to a restart is sent again by `redeliverPending`.
export const scheduleDelivery = (deps: AppDeps, ono: string, delayMs: number): void => {
  if (delayMs === 0) deliver(deps, ono);
  else setTimeout(() => deliver(deps, ono), delayMs).unref();
};

const owesNotice = (record: GatewayTransactionRecord): boolean =>
  record.state !== 'open' && record.notified_at === null && record.notice !== null;

// mock-server/docs/simulator.md.
export const deliverOwed = (deps: AppDeps): string[] => {
  const owed = deps.store.read().gateway_transactions.filter(owesNotice);
  for (const record of owed) deliver(deps, record.ono);
  return owed.map((record) => record.ono);
};

export const redeliverPending = (deps: AppDeps, delayMs: number): void => {
  for (const record of deps.store.read().gateway_transactions) {
    if (owesNotice(record)) scheduleDelivery(deps, record.ono, delayMs);
  }
};
