import { useParams, useTranslation } from '@eoffering/shared';
import { Card } from '../../components/card/card';
import { MemberFrame } from '../../components/member-frame/member-frame';
import { StartBindingButton } from '../../components/saved-card/start-binding-button';
import { MEMBER_NS } from '../../strings';
import { bindingErrorKey } from './binding-errors';
import { ReturnLink } from './return-link';
import styles from './card-binding.module.css';

/**
 * docs/screens/member-centre.md: `/cardlink_error/{errorMsg}`: 'card binding failure' with the explanation of the
 * case (declined, abnormal, cancelled), taken from the catalogue by the address's text (never the
 * text itself), "try again" that starts a new binding, and the return button.
 */
export const CardBindingErrorPage = () => {
  const { t } = useTranslation(MEMBER_NS);
  const { errorMsg = '' } = useParams();
  return (
    <MemberFrame page="cardlinkError">
      <Card title={t('common:errors.cardBindingFailure')} titleClassName={styles.failure}>
        <p>{t(bindingErrorKey(errorMsg))}</p>
        <div className={styles.actions}>
          <StartBindingButton label={t('cardLink.tryAgain')} />
          <ReturnLink secondary />
        </div>
      </Card>
    </MemberFrame>
  );
};
