import { OrderScreen } from './order-screen';

// One export per route of spec 2, each its own lazy page in routes.tsx.
export const ExpressGivingPage = () => <OrderScreen view="express" />;
export const NormalGivingPage = () => <OrderScreen view="normal" />;
export const RecurringGivingPage = () => <OrderScreen view="recurring_records" />;
