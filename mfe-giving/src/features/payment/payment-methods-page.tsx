import {
  Button,
  LoadingArea,
  Link,
  Navigate,
  ROUTES,
  Skeleton,
  buttonClassName,
  getConfig,
  orderRoute,
  session,
  useApiResult,
  useSession,
  useTranslation,
  type OrderDraft,
  useBackendName,
} from '@eoffering/shared';
import { useBackendText } from '@eoffering/shared/flows';
import { formatMoney } from '@eoffering/shared/rules';
import type { PaymentType } from '@eoffering/shared/contract';
import { OrderSteps } from '../../components/order-frame/order-steps';
import { CoverFeeOption, MethodFee } from './cover-fee-option';
import { feeOf, offersCoverFee, useCoverFee } from './cover-fee';
import { PAYMENT_NS } from './payment-strings';
import { paymentMethods } from './payment-call';
import { usePayment, type Payment } from './use-payment';
import { useOwnOrder, type OwnOrder } from './own-order';
import styles from './payment-methods-page.module.css';

interface MethodListProps {
  types: readonly PaymentType[];
  payment: Payment;
  labelledBy: string;
  /** The fee each method adds to this order (0: none). */
  feeOf: (type: PaymentType) => number;
}

const MethodList = ({ types, payment, labelledBy, feeOf }: MethodListProps) => {
  const { t } = useTranslation(PAYMENT_NS);
  const nameOf = useBackendName();
  const methods = paymentMethods(types, getConfig());
  if (methods.length === 0) return <p className={styles.muted}>{t('payment.noMethods')}</p>;
  return (
    <ul className={styles.methods} aria-labelledby={labelledBy}>
      {methods.map((method) => (
        <li key={method.type.type_aid}>
          <Button
            variant="secondary"
            block
            className={styles.method}
            busy={payment.choosing === method.type.type_aid}
            disabled={payment.choosing !== null}
            onClick={() => void payment.choose(method, feeOf(method.type))}
          >
            <img className={styles.methodImage} src={method.type.type_img_url} alt="" />
            <span>{nameOf(method.type, 'type_name')}</span>
            <MethodFee fee={feeOf(method.type)} />
          </Button>
        </li>
      ))}
    </ul>
  );
};

/** An order in a sentence: its items and its amount. */
const useGiftText = () => {
  const { t } = useTranslation(PAYMENT_NS);
  const nameOf = useBackendName();
  return (draft: OrderDraft): string =>
    t('payment.replaced.gift', {
      items: draft.item_package
        .map((line) => nameOf(line, 'item_name'))
        .join(t('payment.replaced.separator')),
      amount: formatMoney(draft.amount),
    });
};

/** docs/decisions.md, one order per browser: another tab replaced this page's order; which one goes on. */
const ReplacedOrder = ({ order, replacedBy }: { order: OwnOrder; replacedBy: OrderDraft }) => {
  const { t } = useTranslation(PAYMENT_NS);
  const giftText = useGiftText();
  const own = giftText(order.draft);
  const hasNew = replacedBy.project_aid !== 0 && replacedBy.amount > 0;
  return (
    <section role="alert" aria-labelledby="order-replaced" className={styles.replaced}>
      <h2 id="order-replaced" className={styles.subtitle}>
        {t('payment.replaced.title')}
      </h2>
      <p>
        {hasNew
          ? t('payment.replaced.message', { own, other: giftText(replacedBy) })
          : t('payment.replaced.cleared', { own })}
      </p>
      <div className={styles.replacedActions}>
        <Button onClick={order.keepOwn}>{t('payment.replaced.keepOwn', { gift: own })}</Button>
        {hasNew && (
          <Button variant="secondary" onClick={order.takeNew}>
            {t('payment.replaced.takeNew', { gift: giftText(replacedBy) })}
          </Button>
        )}
      </div>
    </section>
  );
};

const PaymentMethods = ({ order }: { order: OwnOrder }) => {
  const { draft, replacedBy } = order;
  const { t } = useTranslation(PAYMENT_NS);
  const backendText = useBackendText();
  const nameOf = useBackendName();
  const { isAuthenticated } = useSession();
  const types = useApiResult('get_offering_types', {
    project_aid: draft.project_aid,
    if_ach: draft.if_ach,
  });
  const payment = usePayment();
  const [covering, setCovering] = useCoverFee();
  const view = draft.view === '' ? 'express' : draft.view;

  return (
    <div className={styles.page}>
      <OrderSteps view={view} active={1} />
      <section className={styles.body} aria-labelledby="payment-title">
        <h1 id="payment-title" className={styles.title}>
          {t('payment.title')}
        </h1>
        <div className={styles.summary}>
          <ul className={styles.lines} aria-label={t('payment.items')}>
            {draft.item_package.map((line) => (
              <li key={line.item_aid}>
                <span>{nameOf(line, 'item_name')}</span>{' '}
                <span>{formatMoney(line.package_amount)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            {/* A recurring order's amount is what each debit takes, not a total. */}
            <span>{t(draft.if_ach === 1 ? 'payment.perDebit' : 'payment.total')}</span>{' '}
            <span>{formatMoney(draft.amount)}</span>
          </p>
        </div>

        {!isAuthenticated && (
          <div className={styles.guest}>
            <p>{t('payment.guestLogin')}</p>
            <Button
              variant="secondary"
              onClick={() => session.requestLogin(true, ROUTES.paymentMethods.build({}))}
            >
              {t('common:actions.login')}
            </Button>
          </div>
        )}

        <h2 id="payment-methods" className={styles.subtitle}>
          {t('payment.chooseMethod')}
        </h2>
        {types.status === 'loading' && (
          <LoadingArea label={t('payment.loading')}>
            <Skeleton shape="rect" height="8rem" />
          </LoadingArea>
        )}
        {types.status === 'failed' && (
          <div role="alert" className={styles.failure}>
            <p>{t('common:errors.failedToLoadPaymentMethods')}</p>
            <Button variant="secondary" onClick={types.reload}>
              {t('common:actions.retry')}
            </Button>
          </div>
        )}
        {replacedBy && <ReplacedOrder order={order} replacedBy={replacedBy} />}
        {types.status === 'ready' && !replacedBy && offersCoverFee(types.data, draft) && (
          <CoverFeeOption covering={covering} onChange={setCovering} />
        )}
        {types.status === 'ready' && !replacedBy && (
          <MethodList
            types={types.data}
            payment={payment}
            labelledBy="payment-methods"
            feeOf={(type) => feeOf(type, draft, covering)}
          />
        )}

        <div role="alert" className={styles.error}>
          {payment.refused && <p>{t('payment.refused')}</p>}
          {payment.error && (
            <p>
              {t('payment.failed')} {backendText(payment.error.message)}
            </p>
          )}
        </div>

        <Link
          className={buttonClassName('secondary')}
          to={orderRoute(view).build({ projectAid: draft.project_aid })}
        >
          {t('common:actions.back')}
        </Link>
      </section>
    </div>
  );
};

/** docs/screens/giving.md, `/order/payment_methods`: step 2, the total and the project's payment methods. */
export const PaymentMethodsPage = () => {
  const order = useOwnOrder();
  const { draft } = order;
  // docs/screens/giving.md: without a project, or with a zero amount, the payment page returns home.
  if (draft.project_aid === 0 || draft.amount === 0) {
    return <Navigate to={ROUTES.home.build({})} replace />;
  }
  return <PaymentMethods order={order} />;
};
