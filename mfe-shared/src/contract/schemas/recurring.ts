import { z } from 'zod';
import {
  aid,
  amount,
  currency,
  emptyRequest,
  itemPackageLine,
  receiptFields,
  text,
} from './common';
import { achSetting } from './entities';
import { PLAN_CHANGES } from '../../rules/order/plan-change';
import type { CallSchema } from './common';

/**
 * docs/api-contract.md, recurring setting request. Frequency, payment day and the periods implied by
 * stop_pay_date are business rules (docs/screens/giving.md) the server answers with their own messages (RC 422).
 */
const settingFields = {
  item_package: z.array(itemPackageLine).min(1).max(20),
  currency,
  frequency: z.int().min(0).max(99),
  payment_date: z.int().min(0).max(99),
  /** 'YYYYMM' of the last debit, as a number (docs/screens/giving.md: end = first + frequency x (periods - 1)). */
  stop_pay_date: z.int().min(0).max(999_912),
  ...receiptFields,
};

/**
 * One confirmed change of a plan (docs/decisions.md): what changed, from what to what. Amounts are the
 * per-debit total in NT$, a debit day its day of the month, a card its masked number; a pause, skip
 * or resume moves the next debit date 'YYYY-MM-DD'.
 */
const planChangeRecord = z.object({
  changed_at: z.string().max(19),
  change: z.enum(PLAN_CHANGES),
  from: text(30),
  to: text(30),
});

/** What a plan change does (docs/decisions.md): the plan's course once changed. */
const planChangeEffect = z.object({
  /** True when nothing was kept: the answer only shows what the change would do. */
  preview: z.boolean(),
  next_payment_date: text(10),
  /** The amount of the next debit and of each after it. */
  next_amount: amount,
  /** What the plan takes in all: what was debited plus its remaining debits at the new amount. */
  total_amount: z.int().min(0).max(10_000_000_000),
  last_payment_date: text(10),
  /** 'YYYYMM' of the last debit. */
  stop_pay_date: z.int().min(0).max(999_912),
});

/** The Result of a created setting (docs/api-contract.md: the response gives ach_aid). */
const created = z.object({ ach_aid: aid });

/** A setting as detail and list show it: docs/api-contract.md fields plus what the result page lists (docs/screens/giving.md). */
export const achDetail = achSetting.extend({
  /** First debit date, 'YYYY-MM-DD'. */
  first_payment_date: text(10),
  /** Total periods from the first debit to stop_pay_date (the original end once stopped). */
  total_periods: z.int().min(0),
  /** Debits already made. */
  paid_periods: z.int().min(0),
  /** Per-period total: the sum of the package amounts. */
  amount,
  cardlink_aid: z.int().min(0),
  /**
   * How a stopped plan (status 2) was stopped (docs/decisions.md): 'terminated' while it was
   * active, 'cancelled' while it needed adjustment; '' for every other status.
   */
  stopped_as: z.enum(['', 'terminated', 'cancelled']),
  /**
   * Beyond docs/api-contract.md (docs/decisions.md): present only when the backend lets members change
   * a plan in place (change_ach_plan); no change is taken within these days before a debit.
   */
  change_cutoff_days: z.int().min(0).max(28).optional(),
  /** 'YYYYMM' the plan is paused until (its next debit is in that month); 0 when not paused. */
  paused_until: z.int().min(0).max(999_912).optional(),
  /** The plan's confirmed changes, oldest first (with change_cutoff_days). */
  changes: z.array(planChangeRecord).optional(),
});

/** docs/api-contract.md, recurring calls. */
export const recurringSchemas = {
  /** A plan paid through the card page, which binds a new card for it (status 6 until then). */
  ach_setting_handle1: {
    request: z.object(settingFields).strict(),
    result: created,
  },
  /** A plan on one of the member's saved cards: active at once (status 0, or 1 if the card expires first). */
  ach_setting_handle2: {
    request: z.object({ ...settingFields, cardlink_aid: aid }).strict(),
    result: created,
  },
  get_ach_detail: {
    request: z.object({ ach_aid: aid }).strict(),
    result: achDetail,
  },
  get_ach_list: { request: emptyRequest, result: z.array(achDetail) },
  /** docs/screens/giving.md: stop_pay_date 0 terminates; the card's expiry ('YYYYMM') moves the end to it. */
  update_ach_setting: {
    request: z.object({ ach_aid: aid, stop_pay_date: z.int().min(0).max(999_912) }).strict(),
    result: achDetail,
  },
  /**
   * Beyond docs/api-contract.md (docs/decisions.md): an active plan changed in place. `preview` true
   * answers what it would do and keeps nothing. Each change names its own field: item_package
   * (amounts; the plan's items, each within its limits), payment_date (payment_day), cardlink_aid
   * (card), paused_until (pause: a month within a year after the next debit); skip and resume need none.
   */
  change_ach_plan: {
    request: z
      .object({
        ach_aid: aid,
        preview: z.boolean(),
        change: z.enum(PLAN_CHANGES),
        item_package: z.array(itemPackageLine).min(1).max(20).optional(),
        payment_date: z.int().min(0).max(99).optional(),
        cardlink_aid: aid.optional(),
        paused_until: z.int().min(0).max(999_912).optional(),
      })
      .strict(),
    result: planChangeEffect.extend({ plan: achDetail }),
  },
  /**
   * Beyond docs/api-contract.md (docs/decisions.md): every active plan of the member (status 0 or 1) is paid by
   * this saved card from now on; a plan that ends after the card's expiry needs adjustment (1).
   */
  ach_card_update_all: {
    request: z.object({ cardlink_aid: aid }).strict(),
    result: z.object({
      cardlink_aid: aid,
      /** The plans now paid by the card. */
      ach_aids: z.array(aid),
      /** Those of them that end after the card's expiry (status 1). */
      needs_adjustment: z.array(aid),
    }),
  },
} satisfies Record<string, CallSchema>;

export type AchDetail = z.output<typeof achDetail>;
