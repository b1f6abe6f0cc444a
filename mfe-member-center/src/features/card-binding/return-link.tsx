import { Link, ROUTES, buttonClassName, useTranslation } from '@eoffering/shared';
import { cardLinkReturnPath } from '@eoffering/shared/flows';
import { MEMBER_NS } from '../../strings';

/** spec 2: back to the member centre or the payment step, by where the binding started. */
export const ReturnLink = ({ secondary = false }: { secondary?: boolean }) => {
  const { t } = useTranslation(MEMBER_NS);
  const target = cardLinkReturnPath();
  return (
    <Link to={target} className={buttonClassName(secondary ? 'secondary' : 'primary')}>
      {t(
        target === ROUTES.memberHome.build({}) ? 'cardLink.backToMember' : 'cardLink.backToPayment',
      )}
    </Link>
  );
};
