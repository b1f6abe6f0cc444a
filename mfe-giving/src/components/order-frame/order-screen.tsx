import {
  LoadingArea,
  Navigate,
  type OrderView,
  PageLoading,
  Skeleton,
  ROUTES,
  useApiResult,
  useOrderDraft,
  useParams,
  useTranslation,
} from '@eoffering/shared';
import type { Project, ProjectItem } from '@eoffering/shared/contract';
import type { ReactNode } from 'react';
import { parseAid, projectBody, projectItemsBody } from '../project-calls/project-calls';
import { OffSiteGiving } from '../off-site-giving/off-site-giving';
import { RedirectHome } from '../redirect-home/redirect-home';
import { ORDER_NS } from './order-strings';
import { OrderSteps } from './order-steps';
import { OrderTabs, hasRecurringItems } from './order-tabs';
import { ProjectStrip } from './project-strip';
import styles from './order-screen.module.css';

interface OrderScreenProps {
  view: OrderView;
  /** The flow of this view, given the project and its items once both are loaded. */
  children?: (order: { project: Project; items: readonly ProjectItem[] }) => ReactNode;
}

/**
 * docs/screens/giving.md: the three order screens (express, normal, recurring) under the project header strip,
 * the page indicator and the order tabs, around the flow of the view (a feature's body).
 * Order routes take an optional projectAid; without one, the saved order's project. Only then does
 * the screen follow the draft: the flows save it on every key, and a screen re-rendered whole on
 * each made the keypad slow to answer on a phone (docs/decisions.md, 'The keypad answers').
 */
export const OrderScreen = (props: OrderScreenProps) => {
  const { projectAid } = useParams();
  return projectAid === undefined ? (
    <DraftOrderScreen {...props} />
  ) : (
    <ProjectOrderScreen {...props} aid={parseAid(projectAid)} />
  );
};

const DraftOrderScreen = (props: OrderScreenProps) => {
  const draft = useOrderDraft();
  if (!draft.project_aid) return <Navigate to={ROUTES.home.build({})} replace />;
  return <ProjectOrderScreen {...props} aid={draft.project_aid} />;
};

const ProjectOrderScreen = ({ view, children, aid }: OrderScreenProps & { aid: number | null }) => {
  const { t } = useTranslation(ORDER_NS);
  const project = useApiResult('get_project_info_detail', projectBody(aid));
  const items = useApiResult('get_project_items', projectItemsBody(aid));

  if (project.status === 'failed' || items.status === 'failed') {
    // docs/screens/giving.md: project read failure sends the donor home.
    return (
      <RedirectHome
        title={t('common:errors.errorOccurred')}
        message={t('common:errors.redirectingHome')}
      />
    );
  }
  if (project.status === 'loading') {
    return <PageLoading label={t('project.loading')} />;
  }
  if (project.data.if_tra === 0) {
    return (
      <div className={styles.screen}>
        <ProjectStrip project={project.data} />
        <OffSiteGiving project={project.data} />
      </div>
    );
  }
  const loadedItems = items.status === 'ready' ? items.data : null;
  if (view === 'recurring_records' && loadedItems !== null && !hasRecurringItems(loadedItems)) {
    // docs/screens/giving.md, recurring flow: a project without recurring items warns, then goes home.
    return (
      <RedirectHome
        title={t('order.noRecurringItems')}
        message={t('common:errors.redirectingHome')}
      />
    );
  }

  return (
    <div className={styles.screen}>
      <ProjectStrip project={project.data} />
      <OrderSteps view={view} active={0} />
      <OrderTabs projectAid={project.data.project_aid} current={view} items={loadedItems} />
      <section className={styles.body} aria-labelledby="order-step-title">
        <h2 id="order-step-title" className={styles.stepTitle}>
          {t(`order.tabs.${view}`)}
        </h2>
        {!children && <p>{t('order.notYet')}</p>}
        {children && loadedItems === null && (
          <LoadingArea>
            <Skeleton shape="rect" height="12rem" />
          </LoadingArea>
        )}
        {children &&
          loadedItems !== null &&
          children({ project: project.data, items: loadedItems })}
      </section>
    </div>
  );
};
