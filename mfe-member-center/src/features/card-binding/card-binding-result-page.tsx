import {
  LoadingArea,
  Skeleton,
  isBusinessRefusal,
  useApiResult,
  useParams,
  useTranslation,
} from '@eoffering/shared';
import { FactList } from '@eoffering/shared/flows';
import { formatYearMonth } from '@eoffering/shared/rules';
import { Card } from '../../components/card/card';
import { MemberFrame } from '../../components/member-frame/member-frame';
import { CardLabelForm } from '../../components/saved-card/card-label-form';
import { MovePlansButton } from '../../components/saved-card/move-plans-button';
import { StartBindingButton } from '../../components/saved-card/start-binding-button';
import { MEMBER_NS } from '../../strings';
import { bindingErrorKey } from './binding-errors';
import { ReturnLink } from './return-link';
import styles from './card-binding.module.css';

const cardAid = (param: string | undefined): number | null =>
  param && /^[1-9]\d{0,15}$/.test(param) ? Number(param) : null;

/**
 * docs/screens/member-centre.md: `/cardlink/{cardlinkAid}`: the bound card (cardlink_result '0' is success) with
 * its number, expiry (YYYY/MM), issuing bank and code, a rename form, the move of every recurring
 * plan to it, and the return button. A detail the server refuses (not the member's card, or none) says the card was not found.
 */
export const CardBindingResultPage = () => {
  const { t } = useTranslation(MEMBER_NS);
  const aid = cardAid(useParams().cardlinkAid);
  const detail = useApiResult('get_cardlink_detail', aid === null ? null : { cardlink_aid: aid });

  // A card that is not the member's, or no longer there, is said so here; the member stays signed in.
  const refused = detail.status === 'failed' && isBusinessRefusal(detail.error);

  // docs/screens/member-centre.md: a failed request marks the binding as failed.
  const card = detail.status === 'ready' ? detail.data : null;
  const bound = card?.cardlink_result === '0';

  return (
    <MemberFrame page="cardlink">
      {refused ? (
        <Card title={t('cardLink.notFoundTitle')}>
          <p>{t('cardLink.notFound')}</p>
          <div className={styles.actions}>
            <ReturnLink />
          </div>
        </Card>
      ) : detail.status === 'loading' ? (
        <LoadingArea>
          <Skeleton />
          <Skeleton width="60%" />
        </LoadingArea>
      ) : (
        <Card
          title={t(bound ? 'common:errors.cardBindingSuccess' : 'common:errors.cardBindingFailure')}
          titleClassName={bound ? styles.success : styles.failure}
        >
          {card && !bound && <p>{t(bindingErrorKey(card.cardlink_result))}</p>}
          {card && (
            <FactList
              facts={[
                { label: t('cards.number'), value: card.cardlink_no },
                { label: t('cards.expiry'), value: formatYearMonth(card.cardlink_exym) },
                {
                  label: t('cards.issuer'),
                  value: `${card.cardlink_issuer} (${card.cardlink_bankno})`,
                },
                // A bound card's name is the rename form's field: said once on the page.
                ...(bound
                  ? []
                  : [
                      {
                        label: t('cards.label'),
                        value: card.cardlink_userlbl || card.cardlink_name,
                      },
                    ]),
              ]}
            />
          )}
          {card && bound && (
            <>
              <CardLabelForm key={card.last_mod_time} card={card} onRenamed={detail.reload} />
              <div className={styles.actions}>
                <MovePlansButton card={card} />
              </div>
            </>
          )}
          <div className={styles.actions}>
            {!bound && <StartBindingButton label={t('cardLink.tryAgain')} />}
            <ReturnLink secondary={!bound} />
          </div>
        </Card>
      )}
    </MemberFrame>
  );
};
