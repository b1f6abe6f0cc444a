import { type OrderView, useTranslation } from '@eoffering/shared';
import { Stepper } from '@eoffering/shared/flows';
import { ORDER_NS } from './order-strings';

type Step = 'amount' | 'payment' | 'result' | 'receipt' | 'settingResult';

/** docs/screens/giving.md: 4 steps for a one-off giving (amount, payment, result, receipt), 3 for a recurring setting. */
export const stepsOf = (view: OrderView): readonly Step[] =>
  view === 'recurring_records'
    ? ['amount', 'payment', 'settingResult']
    : ['amount', 'payment', 'result', 'receipt'];

/** docs/screens/giving.md: the page indicator of the order screens; `active` counts from 0. */
export const OrderSteps = ({ view, active }: { view: OrderView; active: number }) => {
  const { t } = useTranslation(ORDER_NS);
  return <Stepper steps={stepsOf(view).map((step) => t(`order.steps.${step}`))} active={active} />;
};
