// `@eoffering/shared/flows`: the building blocks of the giving and member-centre flows (forms,
// polling, the payment hand-off, receipts, identity, status and paging parts). Not a federation
// singleton: each remote bundles the pieces its pages use, in the chunks of those pages, so the
// first visit does not carry them (docs/architecture.md; docs/architecture.md). They hold no state
// of their own: session, API client, bus, i18n and router come from `@eoffering/shared`, which
// every module under `flows/` imports by its package name (lint keeps it so), never by a path.

// Calls that act and calls that are polled (docs/screens/giving.md's result polling).
export { useApiAction } from './flows/calls/use-api-action';
export type { ApiAction } from './flows/calls/use-api-action';
export { pollResult, recheckUntilFinal, usePolledResult } from './flows/calls/poll-result';
export type {
  PollOptions,
  RecheckOptions,
  PollOutcome,
  PolledResult,
  PolledResultState,
} from './flows/calls/poll-result';

// Payment hand-off to the gateway (docs/screens/giving.md), and where a card binding returns to.
export { planHandOff, performHandOff } from './flows/payment/payment-hand-off';
export type {
  HandOffPlan,
  HandOffPolicy,
  HandOffRefusal,
  PaymentAnswer,
} from './flows/payment/payment-hand-off';
export { cardLinkReturnPath, rememberCardLinkView } from './flows/payment/card-link-view';
export type { CardLinkView } from './flows/payment/card-link-view';

// Forms: fields with their messages, and what the user typed kept through a refusal or a forced
// sign-in.
export { ChoiceField, FormField, MessageSlot } from './flows/forms/form-field';
export type { ChoiceFieldProps, FieldControlProps, FormFieldProps } from './flows/forms/form-field';
export { useFormState } from './flows/forms/use-form-state';
export type {
  FieldBinding,
  FormOptions,
  FormState,
  FormValidation,
  ValueBinding,
} from './flows/forms/use-form-state';
export { useKeepAcrossSignIn, useRestoredAcrossSignIn } from './flows/forms/draft-across-sign-in';
// Items with amounts (docs/screens/giving.md): the checklist of an order, a recurring plan and item editing.
export { ItemAmountsList } from './flows/items/item-amounts-list';
export type { ItemAmountsListProps, ItemControl } from './flows/items/item-amounts-list';
export { useItemAmountsEntry } from './flows/items/use-item-amounts-entry';
export type { ItemAmountsEntry } from './flows/items/use-item-amounts-entry';
export { ItemLimits } from './flows/items/item-limits';
export { ItemEditor } from './flows/items/item-editor';
export type { ItemEditorProps } from './flows/items/item-editor';
// Saving a file the page made itself (a QR code as an image).
export { saveBlob } from './api/save-file';
export { IdentityDialog } from './flows/forms/identity-dialog';
export type { IdentityDialogProps } from './flows/forms/identity-dialog';

// Receipts: the title form and printing.
export { ReceiptInfoForm, TitleTaxIdFields } from './flows/receipts/receipt-info-form';
export type {
  ReceiptInfoFormProps,
  ReceiptInfoValues,
  TitleTaxIdFieldsProps,
} from './flows/receipts/receipt-info-form';
export { ReceiptPrintButton } from './flows/receipts/receipt-print-button';
export type { ReceiptPrintButtonProps } from './flows/receipts/receipt-print-button';
export type { ReceiptToPrint } from './flows/receipts/receipt-print';

// Display parts of the flows' pages.
export { AmountDisplay } from './flows/display/amount-display';
export { CopyButton } from './flows/display/copy-button';
export type { CopyButtonProps } from './flows/display/copy-button';
export { FactList } from './flows/display/fact-list';
export type { Fact, FactListLook, FactListProps } from './flows/display/fact-list';
export { Pagination } from './flows/display/pagination';
export type { PaginationProps } from './flows/display/pagination';
export { Badge, StatusBadge } from './flows/display/status-badge';
export type { BadgeTone } from './flows/display/status-badge';
export { Stepper } from './flows/display/stepper';
export type { StepState, StepperProps } from './flows/display/stepper';
// The catalogue itself is pure and lives in `@eoffering/shared/rules`; re-exported here as before.
export { useBackendText } from './flows/display/backend-text';
// Server dates and times, named as Taipei's for a browser in another zone.
export { useTaipeiTime } from './flows/display/taipei-time';
export type { TaipeiTimes } from './flows/display/taipei-time';
export { TabNav } from './flows/display/tab-nav';
export type { TabNavItem, TabNavProps } from './flows/display/tab-nav';
