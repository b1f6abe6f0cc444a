// `@eoffering/shared/flows`: the building blocks of the giving and member-centre flows (forms,
// polling, the payment hand-off, receipts, identity, status and paging parts). Not a federation
// singleton: each remote bundles the pieces its pages use, in the chunks of those pages, so the
// first visit does not carry them (docs/architecture.md; docs/architecture.md). They hold no state
// of their own: session, API client, bus, i18n and router come from `@eoffering/shared`, which
// every module under `flows/` imports by its package name (lint keeps it so), never by a path.

// Calls that act and calls that are polled (docs/screens/giving.md's result polling).
export { useApiAction } from './flows/use-api-action';
export type { ApiAction } from './flows/use-api-action';
export { pollResult, recheckUntilFinal, usePolledResult } from './flows/poll-result';
export type {
  PollOptions,
  RecheckOptions,
  PollOutcome,
  PolledResult,
  PolledResultState,
} from './flows/poll-result';

// Payment hand-off to the gateway (docs/screens/giving.md), and where a card binding returns to.
export { planHandOff, performHandOff } from './flows/payment-hand-off';
export type {
  HandOffPlan,
  HandOffPolicy,
  HandOffRefusal,
  PaymentAnswer,
} from './flows/payment-hand-off';
export { cardLinkReturnPath, rememberCardLinkView } from './flows/card-link-view';
export type { CardLinkView } from './flows/card-link-view';

// Forms: fields with their messages, and what the user typed kept through a refusal or a forced
// sign-in.
export { ChoiceField, FormField, MessageSlot } from './flows/form-field';
export type { ChoiceFieldProps, FieldControlProps, FormFieldProps } from './flows/form-field';
export { useFormState } from './flows/use-form-state';
export type {
  FieldBinding,
  FormOptions,
  FormState,
  FormValidation,
  ValueBinding,
} from './flows/use-form-state';
export { useKeepAcrossSignIn, useRestoredAcrossSignIn } from './flows/draft-across-sign-in';
// Items with amounts (docs/screens/giving.md): the checklist of an order, a recurring plan and item editing.
export { ItemAmountsList } from './flows/item-amounts-list';
export type { ItemAmountsListProps, ItemControl } from './flows/item-amounts-list';
export { useItemAmountsEntry } from './flows/use-item-amounts-entry';
export type { ItemAmountsEntry } from './flows/use-item-amounts-entry';
export { ItemLimits } from './flows/item-limits';
export { ItemEditor } from './flows/item-editor';
export type { ItemEditorProps } from './flows/item-editor';
// Saving a file the page made itself (a QR code as an image).
export { saveBlob } from './api/save-file';
export { IdentityDialog } from './flows/identity-dialog';
export type { IdentityDialogProps } from './flows/identity-dialog';

// Receipts: the title form and printing.
export { ReceiptInfoForm, TitleTaxIdFields } from './flows/receipt-info-form';
export type {
  ReceiptInfoFormProps,
  ReceiptInfoValues,
  TitleTaxIdFieldsProps,
} from './flows/receipt-info-form';
export { ReceiptPrintButton } from './flows/receipt-print-button';
export type { ReceiptPrintButtonProps } from './flows/receipt-print-button';
export type { ReceiptToPrint } from './flows/receipt-print';

// Display parts of the flows' pages.
export { AmountDisplay } from './flows/amount-display';
export { CopyButton } from './flows/copy-button';
export type { CopyButtonProps } from './flows/copy-button';
export { FactList } from './flows/fact-list';
export type { Fact, FactListLook, FactListProps } from './flows/fact-list';
export { Pagination } from './flows/pagination';
export type { PaginationProps } from './flows/pagination';
export { Badge, StatusBadge } from './flows/status-badge';
export type { BadgeTone } from './flows/status-badge';
export { Stepper } from './flows/stepper';
export type { StepState, StepperProps } from './flows/stepper';
// The catalogue itself is pure and lives in `@eoffering/shared/rules`; re-exported here as before.
export { useBackendText } from './flows/backend-text';
export { TabNav } from './flows/tab-nav';
export type { TabNavItem, TabNavProps } from './flows/tab-nav';
