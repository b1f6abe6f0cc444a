import { Link, ROUTES, buttonClassName, useTranslation } from '@eoffering/shared';
import { cardLinkReturnPath } from '@eoffering/shared/flows';
import { MEMBER_NS } from '../../strings';

/** docs/screens/member-centre.md: back to the member centre or the payment step, by where the binding started. */
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
