import { memberSchemas } from './schemas/member';
import { paymentSchemas } from './schemas/payments';
import { pledgeSchemas } from './schemas/pledges';
import { projectSchemas } from './schemas/projects';
import { receiptSchemas } from './schemas/receipts';
import { recurringSchemas } from './schemas/recurring';
import type { Purpose } from './catalogue';
import type { CallSchema } from './schemas/common';

/**
 * The runtime schema of every call of the catalogue (docs/architecture.md), for mock-server and
 * tests. Browser code imports the types from `@eoffering/shared/contract` instead, so no zod ships
 * there.
 */
export const callSchemas = {
  ...projectSchemas,
  ...paymentSchemas,
  ...recurringSchemas,
  ...memberSchemas,
  ...receiptSchemas,
  ...pledgeSchemas,
} satisfies Record<Purpose, CallSchema>;

export type { CallSchema } from './schemas/common';
export * as entities from './schemas/entities';
export * as common from './schemas/common';
