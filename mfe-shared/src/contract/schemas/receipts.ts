import { z } from 'zod';
import { FISCAL_YEAR_FIRST } from '../../rules/constants/business';
import {
  aid,
  amount,
  dateTime,
  fileResult,
  identityNumber,
  invoiceTitle,
  invoiceTitleAid,
  taxId,
} from './common';
import { receiptRecord } from './entities';
import type { CallSchema } from './common';

/** docs/screens/giving.md: fiscal years run from 2022; the server also refuses a year after the current one. */
export const FIRST_FISCAL_YEAR = FISCAL_YEAR_FIRST;

/** docs/api-contract.md: receipts list, status and the annual files all take a fiscal year and a title. */
const annualRequest = z
  .object({
    /** Gregorian year (the screen shows it as an ROC year, docs/screens/giving.md). */
    fiscal_year: z.int().min(FIRST_FISCAL_YEAR).max(9999),
    /** -1 anonymous (never a receipt), 0 the donor's own name, above 0 a saved title. */
    invoice_title_aid: invoiceTitleAid,
  })
  .strict();

/** The identity number a guest proves a giving with; empty for a signed-in member's own giving. */
const donorSid = z.union([z.literal(''), identityNumber]);

/**
 * Why an annual receipt has the status it has, so the screen can say it in the user's language:
 * `anonymous` (-1 title), `no_giving` (no successful giving in the year for the title),
 * `all_single` (every such giving has its own single receipt, so none is left for the annual
 * one), `year_open` (the fiscal year has not ended), `no_identity` (own-name receipt without an
 * identity number on file), `printable` (status 0), `issued` (status above 0).
 */
export const annualReceiptReason = z.enum([
  'anonymous',
  'no_giving',
  'all_single',
  'year_open',
  'no_identity',
  'printable',
  'issued',
]);

/** docs/screens/giving.md, receipt printing: the annual receipt of a fiscal year and title. */
export const annualReceiptStatus = z.object({
  fiscal_year: z.int(),
  invoice_title_aid: invoiceTitleAid,
  /** -1 cannot be printed, 0 printable, above 0 issued (the id to reprint with). */
  tra_receipt_status: z.int().min(-1),
  tra_receipt_reason: annualReceiptReason,
  /** Whom the receipt is made out to: the saved title, or the member's name for 0. */
  invoice_title: invoiceTitle,
  /** The title's tax id; empty for a receipt in the donor's own name. */
  invoice_tax_id: taxId,
  /**
   * Successful givings of the year for this title, and their sum: what the receipt lists, which
   * leaves out givings that have their own single receipt (one gift, one receipt).
   */
  offering_count: z.int().min(0),
  total_amount: amount,
  /** When the annual receipt was issued (Taipei time), empty while it is not. */
  issued_at: z.union([z.literal(''), dateTime]),
  /** 1: a preview can be made (the title has givings in the year and is not anonymous). */
  if_preview_flag: z.literal([0, 1]),
});

/** docs/api-contract.md, receipts: member lists and annual receipts, single receipts and reprints. */
export const receiptSchemas = {
  get_receipt_list: {
    request: annualRequest,
    result: z.array(receiptRecord),
  },
  get_receipt_status: {
    request: annualRequest,
    result: annualReceiptStatus,
  },
  /** Same file as the download, marked as a preview; changes nothing. */
  preview_annual_receipt: {
    request: annualRequest,
    result: fileResult,
  },
  /** Issues the annual receipt (status 0 -> its id) and closes the included givings' edit window. */
  download_annual_receipt: {
    request: annualRequest,
    result: fileResult,
  },
  /** First print of a single receipt (if_print_flag 0 -> the new receipt's id). */
  print_single_receipt: {
    request: z.object({ offering_aid: aid, donor_sid: donorSid }).strict(),
    result: fileResult,
  },
  /** A reprint of an earlier receipt, single or annual, by its id; marked as a reprint. */
  reprint_receipt: {
    request: z
      .object({
        tra_receipt_aid: aid,
        /** A guest's proof for a single receipt; members may leave it out or empty. */
        donor_sid: donorSid.optional(),
      })
      .strict(),
    result: fileResult,
  },
} satisfies Record<string, CallSchema>;
