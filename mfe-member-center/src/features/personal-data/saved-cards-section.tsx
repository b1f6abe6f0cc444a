import { useApiResult, useTranslation } from '@eoffering/shared';
import { StartBindingButton } from '../../components/saved-card/start-binding-button';
import { MEMBER_NS } from '../../strings';
import { SavedCardEntry } from './saved-card-entry';
import { SectionCard } from './section-card';
import styles from './personal-data.module.css';

/**
 * spec 2: the member's saved cards, each renamed, removed or given every recurring plan, and
 * 'add a card' through the card-link form posted to the card page (spec 7).
 */
export const SavedCardsSection = () => {
  const { t } = useTranslation(MEMBER_NS);
  const cards = useApiResult('get_cardlink_list', {});

  return (
    <SectionCard
      title={t('cards.title')}
      state={cards}
      footer={
        // spec 2 and 9: a binding started here returns to the member centre.
        <StartBindingButton label={t('cards.add')} view="member" className={styles.action} />
      }
    >
      {(list) => {
        // spec 3: cardlink_result '0' is a bound card; anything else is a failed binding attempt.
        const bound = list.filter((card) => card.cardlink_result === '0');
        if (bound.length === 0) return <p className={styles.muted}>{t('common:errors.noData')}</p>;
        return (
          <ul className={styles.entries}>
            {bound.map((card) => (
              <SavedCardEntry key={card.cardlink_aid} card={card} onChanged={cards.reload} />
            ))}
          </ul>
        );
      }}
    </SectionCard>
  );
};
