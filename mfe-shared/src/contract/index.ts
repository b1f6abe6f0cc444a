/**
 * The API contract for browser code: call catalogue, envelope, and the request/result types of
 * every call. Only types come from the zod schemas (type-only imports), so no zod reaches a bundle.
 */
import type { z } from 'zod';
import type { Purpose } from './catalogue';
import type { callSchemas } from './schemas';
import type * as entities from './schemas/entities';
import type * as common from './schemas/common';
import type * as pledges from './schemas/pledges';

export * from './catalogue';
export * from './envelope';

export type { RemoteLocation, RuntimeConfig } from '../config/runtime-config';

type Schemas = typeof callSchemas;

/** The JSON body of a call, as the client sends it. */
export type RequestOf<P extends Purpose> = z.input<Schemas[P]['request']>;
/** The `Result` of a successful answer (a Blob for the receipt file calls). */
export type ResultOf<P extends Purpose> = z.output<Schemas[P]['result']>;

export { projectListBody } from './project-list-body';

export type Project = z.output<typeof entities.project>;
export type ProjectItem = z.output<typeof entities.projectItem>;
export type PaymentType = z.output<typeof entities.paymentType>;
export type PaymentForm = z.output<typeof entities.paymentForm>;
export type GivingDetail = z.output<typeof entities.givingDetail>;
export type GuestGivingSummary = z.output<typeof entities.guestGivingSummary>;
export type TransferInfo = z.output<typeof entities.transferInfo>;
export type MemberBankInfo = z.output<typeof entities.memberBankInfo>;
export type DonorInfo = z.output<typeof entities.donorInfo>;
export type InvoiceTitle = z.output<typeof entities.invoiceTitleEntry>;
export type SavedCard = z.output<typeof entities.savedCard>;
export type AchSetting = z.output<typeof entities.achSetting>;
export type AchStatus = z.output<typeof entities.achStatus>;
export type ReceiptRecord = z.output<typeof entities.receiptRecord>;
export type NotificationSetting = z.output<typeof entities.notificationSetting>;
export type Pledge = z.output<typeof pledges.pledge>;
export type ItemPackageLine = z.output<typeof common.itemPackageLine>;
export type PayMethod = z.output<typeof common.payMethod>;
export type GivingStatus = z.output<typeof common.givingStatus>;
