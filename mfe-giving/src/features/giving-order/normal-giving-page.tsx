import { OrderScreen } from '../../components/order-frame/order-screen';
import { NormalGiving } from './normal-giving';

/** docs/screens/giving.md, `/order/normal/{projectAid}`: the order screen around the normal checklist. */
export const NormalGivingPage = () => (
  <OrderScreen view="normal">
    {({ project, items }) => (
      <NormalGiving key={project.project_aid} project={project} items={items} />
    )}
  </OrderScreen>
);
