import { ROUTES, isBusinessRefusal, orderDraft, useNavigate } from '@eoffering/shared';
import {
  useApiAction,
  useFormState,
  useKeepAcrossSignIn,
  useRestoredAcrossSignIn,
  type FormState,
} from '@eoffering/shared/flows';
import {
  amountError,
  recurringPlanDates,
  tickedLines,
  type ItemAmountRow,
} from '@eoffering/shared/rules';
import type { InvoiceTitle, ProjectItem } from '@eoffering/shared/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  initialRecurring,
  recurringDraft,
  recurringItemsDraft,
  recurringRules,
  settingRequest,
  validPeriods,
  type RecurringValues,
} from './recurring-setup-model';

/** The key this form's values are kept under over a reload or a forced sign-in. */
const DRAFT_KEY = 'recurring-form';

export interface RecurringFormInput {
  projectAid: number;
  items: readonly ProjectItem[];
  titles: readonly InvoiceTitle[];
  /** docs/screens/giving.md: setup needs an identity number on file; without one submit asks for it first. */
  identityMissing: boolean;
  onNeedIdentity: () => void;
}

export interface RecurringForm {
  form: FormState<RecurringValues>;
  /** Submit was tried: every item's message shows. */
  tried: boolean;
  /** The items whose amount the member has left: their message shows before submit. */
  left: ReadonlySet<number>;
  leave: (itemAid: number) => void;
  /** The first row the member must fix, which takes the items' focus on submit. */
  firstInvalid: ItemAmountRow | undefined;
  /** The backend's refusal of the setting, as it wrote it. */
  refusal: string | null;
  creating: boolean;
  submit: (event: FormEvent) => void;
}

/**
 * docs/screens/giving.md, recurring: the setup's values, rules and draft; submit creates the
 * setting and goes to payment.
 */
export const useRecurringForm = ({
  projectAid,
  items,
  titles,
  identityMissing,
  onNeedIdentity,
}: RecurringFormInput): RecurringForm => {
  const navigate = useNavigate();
  // docs/decisions.md, a form survives a reload: the schedule and receipt come back with the items.
  const initial = useRestoredAcrossSignIn(DRAFT_KEY, () =>
    initialRecurring(items, titles, orderDraft.get(), projectAid),
  );
  const form = useFormState(initial, recurringRules);
  const { values } = form;
  useKeepAcrossSignIn(DRAFT_KEY, values);
  const [tried, setTried] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<number>>(() => new Set());
  const create = useApiAction('ach_setting_handle1');

  // The draft follows the items and amounts, so a reload finds them (docs/screens/giving.md).
  const restored = useRef(initial.items);
  useEffect(() => {
    if (values.items !== restored.current) {
      orderDraft.save(recurringItemsDraft(projectAid, tickedLines(values.items)));
    }
  }, [values.items, projectAid]);

  // The first row the member must fix takes the items' focus on submit (docs/screens/giving.md messages).
  const firstInvalid =
    values.items.find((row) => amountError(row) !== null) ??
    (values.items.some((row) => row.ticked) ? undefined : values.items[0]);

  const save = form.submit(async (submitted) => {
    if (identityMissing) {
      onNeedIdentity();
      return;
    }
    create.reset();
    const count = validPeriods(submitted.periods) ?? 0;
    const dates = recurringPlanDates(submitted.payment_date, submitted.frequency, count);
    const plan = await create.run(settingRequest(submitted, titles, dates));
    if (!plan) return;
    orderDraft.save(recurringDraft(projectAid, plan.ach_aid, tickedLines(submitted.items), dates));
    navigate(ROUTES.paymentMethods.build({}));
  });

  const submit = (event: FormEvent) => {
    setTried(true);
    save(event);
  };

  return {
    form,
    tried,
    left,
    leave: (itemAid) => setLeft((current) => new Set(current).add(itemAid)),
    firstInvalid,
    refusal: create.error && isBusinessRefusal(create.error) ? create.error.message : null,
    creating: create.busy || form.submitting,
    submit,
  };
};
