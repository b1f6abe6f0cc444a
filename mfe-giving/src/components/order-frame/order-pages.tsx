import { OrderScreen } from './order-screen';

// spec 2: the recurring setup route's order screen (express and normal: features/giving-order).
export const RecurringGivingPage = () => <OrderScreen view="recurring_records" />;
