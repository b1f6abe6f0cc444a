import { ORDER_VIEWS, type OrderView, orderRoute, useTranslation } from '@eoffering/shared';
import { TabNav } from '@eoffering/shared/flows';
import type { ProjectItem } from '@eoffering/shared/contract';
import { ORDER_NS } from './order-strings';

/** docs/screens/giving.md: recurring is offered only when at least one item of the project has if_ach 1. */
export const hasRecurringItems = (items: readonly Pick<ProjectItem, 'if_ach'>[]): boolean =>
  items.some((item) => item.if_ach === 1);

interface OrderTabsProps {
  projectAid: number;
  current: OrderView;
  /** Null while the items load: the recurring tab stays hidden until they say it may show. */
  items: readonly Pick<ProjectItem, 'if_ach'>[] | null;
}

/** docs/screens/giving.md: the order tabs (express, normal, recurring); the selected one is scrolled into view. */
export const OrderTabs = ({ projectAid, current, items }: OrderTabsProps) => {
  const { t } = useTranslation(ORDER_NS);
  const views = ORDER_VIEWS.filter(
    (view) => view !== 'recurring_records' || (items !== null && hasRecurringItems(items)),
  );
  return (
    <TabNav
      label={t('order.tabsLabel')}
      items={views.map((view) => ({
        key: view,
        to: orderRoute(view).build({ projectAid }),
        label: t(`order.tabs.${view}`),
        current: view === current ? 'page' : undefined,
      }))}
    />
  );
};
