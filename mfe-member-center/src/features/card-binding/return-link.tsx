import { Link, buttonClassName, useTranslation } from '@eoffering/shared';
import { MEMBER_NS } from '../../strings';
import { CARD_LINK_VIEW_KEY, cardLinkReturn } from '../../components/saved-card/card-link-view';

/** spec 2: back to the member centre or the payment step, by where the binding started. */
export const ReturnLink = () => {
  const { t } = useTranslation(MEMBER_NS);
  const target = cardLinkReturn(localStorage.getItem(CARD_LINK_VIEW_KEY));
  return (
    <Link to={target} className={buttonClassName('primary')}>
      {t(target === cardLinkReturn(null) ? 'cardLink.backToMember' : 'cardLink.backToPayment')}
    </Link>
  );
};
