import { z } from 'zod';
import {
  fitsCardLabel,
  isIdentityNumber,
  isTaxId,
  normalizeIdentity,
} from '../../rules/validation/rules';
import { INVOICE_TITLE_MAX } from '../../rules/constants/business';

// The field rules live in validation (zod-free, shipped to browsers); the schemas only apply them.

/** What every call of `callSchemas` declares: its request body and its Result (docs/api-contract.md). */
export interface CallSchema {
  request: z.ZodType;
  result: z.ZodType;
}

/** A string of at most `max` characters (every string the server accepts has a limit). */
export const text = (max: number) => z.string().max(max);
/** A required string: trimmed, 1..max characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** A record id (project_aid, offering_aid, …). */
export const aid = z.int().min(1).max(Number.MAX_SAFE_INTEGER);
/** Whole NT$ (docs/screens/shell.md, docs/screens/giving.md). */
export const amount = z.int().min(0).max(100_000_000);
/** 0 or 1 flags such as if_ach and if_tra. */
export const flag = z.literal([0, 1]);

/** docs/api-contract.md, 'Covering the fee': a payment method's rate in basis points, below 20 %. */
export const feeRate = z.int().min(1).max(1999);

/** docs/api-contract.md, 'Covering the fee': a payment method's fixed cost in NT$. */
export const feeAmount = z.int().min(1).max(10_000);

/** 'YYYY-MM-DD'. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD');
/** 'YYYY-MM-DD HH:mm:ss', Taipei time. */
export const dateTime = z.string().max(19);

export const currency = z.literal('TWD');
export const payMethod = z.enum(['CREDIT', 'LINEPAY', 'VACC', 'CASH']);

/** docs/screens/giving.md: 0 success, 1 in progress, 2 failed, 3 cancelled, 4 abnormal, 5 waiting. */
export const givingStatus = z.literal([0, 1, 2, 3, 4, 5]);

/**
 * docs/screens/giving.md identity number, normalised as the browser normalises it before the check
 * (half-width, uppercase, trimmed), so members may type lowercase or full-width.
 */
export const identityNumber = z
  .string()
  .overwrite(normalizeIdentity)
  .refine(isIdentityNumber, 'data check error')
  .describe(
    'identity number: a letter, 1 or 2, 8 digits (check digit); a resident certificate number (letter, 8 or 9, 8 digits, check digit); or 6 to 10 letters or digits, not all zeros',
  );

/**
 * A receipt's tax id, the front end's rule: a business number with its check digit, or a person's
 * identity or resident certificate number (docs/decisions.md, receipts in one's own name).
 */
export const requiredTaxId = z
  .string()
  .overwrite(normalizeIdentity)
  .refine(isTaxId, 'data check error')
  .describe(
    "tax id: a business number (8 digits, Ministry of Finance check digit) or a person's identity or resident certificate number (check digit); no passport numbers",
  );
/** A tax id where a receipt may have none (anonymous, the donor's own name): '' or a tax id. */
export const taxId = z.union([z.literal(''), requiredTaxId], { error: 'data check error' });
export const invoiceTitle = text(INVOICE_TITLE_MAX);
/** -1 anonymous, 0 a title not among the saved ones, above 0 a saved title (docs/api-contract.md, docs/screens/giving.md). */
export const invoiceTitleAid = z.int().min(-1).max(Number.MAX_SAFE_INTEGER);

const CARD_LABEL_RULE =
  'card label: at most 10 characters as a reader counts them (an emoji is one)';
/** A saved card's label as the member names it: the browser's rule (`fitsCardLabel`). */
export const cardLabel = z
  .string()
  .refine(fitsCardLabel, 'exceeds maximum length')
  .describe(CARD_LABEL_RULE);
/** The same as a member sends it: trimmed, not empty. */
export const requiredCardLabel = z
  .string()
  .trim()
  .min(1)
  .refine(fitsCardLabel, 'exceeds maximum length')
  .describe(`${CARD_LABEL_RULE}, trimmed`);

/**
 * The receipt fields of a giving, a plan, a saved title and the requests that set them (docs/api-contract.md,
 * 4): -1 anonymous (title and tax id ignored), 0 a typed title and tax id, above 0 a saved title.
 */
export const receiptFields = {
  invoice_title_aid: invoiceTitleAid,
  invoice_title: invoiceTitle,
  invoice_tax_id: taxId,
};

/**
 * The English names are the contract's extension for English pages (docs/api-contract.md,
 * English names): optional, and a page falls back to the Chinese name where one is absent.
 */
export const englishName = text(100).optional();

export const itemPackageLine = z.object({
  item_aid: aid,
  item_name: text(50),
  item_name_en: englishName,
  package_amount: amount,
});

/** The body of calls that take none. */
export const emptyRequest = z.object({}).strict();

/** The Result of file calls (receipt PDFs): the browser receives a Blob, not an envelope. */
export const fileResult = z.custom<Blob>(() => true);
