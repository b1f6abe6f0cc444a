import { OrderScreen } from '../../components/order-frame/order-screen';
import { ExpressGiving } from './express-giving';

/** docs/screens/giving.md, `/order/express/{projectAid}`: the order screen around the express flow. */
export const ExpressGivingPage = () => (
  <OrderScreen view="express">
    {({ project, items }) => (
      <ExpressGiving key={project.project_aid} project={project} items={items} />
    )}
  </OrderScreen>
);
