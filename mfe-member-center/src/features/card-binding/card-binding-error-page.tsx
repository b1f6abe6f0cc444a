import { useParams, useTranslation } from '@eoffering/shared';
import { Card } from '../../components/card/card';
import { MemberFrame } from '../../components/member-frame/member-frame';
import { MEMBER_NS } from '../../strings';
import { bindingErrorKey } from './binding-errors';
import { ReturnLink } from './return-link';
import styles from './card-binding.module.css';

/**
 * spec 2 and 8: `/cardlink_error/{errorMsg}`: 'card binding failure' with its explanation, taken
 * from the catalogue by the address's text (never the text itself), and the return button.
 */
export const CardBindingErrorPage = () => {
  const { t } = useTranslation(MEMBER_NS);
  const { errorMsg = '' } = useParams();
  return (
    <MemberFrame page="cardlinkError">
      <Card title={t('common:errors.cardBindingFailure')} titleClassName={styles.failure}>
        <p>{t(bindingErrorKey(errorMsg))}</p>
        <div className={styles.actions}>
          <ReturnLink />
        </div>
      </Card>
    </MemberFrame>
  );
};
