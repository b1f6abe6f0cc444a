import { useTranslation } from '@eoffering/shared';
import { Badge, StatusBadge } from '@eoffering/shared/flows';
import { MEMBER_NS } from '../../strings';
import { recurringListView, type RecurringPlan } from './recurring-status';

/** A recurring plan's state as a coloured label; the words carry the meaning, the colour repeats it. */
export const RecurringStateBadge = ({
  plan,
}: {
  plan: Pick<RecurringPlan, 'status' | 'stopped_as' | 'paused_until'>;
}) => {
  const { t } = useTranslation(MEMBER_NS);
  const view = recurringListView(plan);
  if (view.kind === 'shared') return <StatusBadge view={view.view} />;
  return <Badge tone={view.tone}>{t(`recurring.state.${view.state}`)}</Badge>;
};
