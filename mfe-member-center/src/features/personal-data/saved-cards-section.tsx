import { formatYearMonth, useApiResult, useTranslation } from '@eoffering/shared';
import { MEMBER_NS } from '../../strings';
import { FactList } from '../../components/fact-list/fact-list';
import { SectionCard } from './section-card';
import styles from './personal-data.module.css';

/** spec 2: the member's saved cards, read-only (binding, renaming and removal come with card binding). */
export const SavedCardsSection = () => {
  const { t } = useTranslation(MEMBER_NS);
  const cards = useApiResult('get_cardlink_list', {});
  return (
    <SectionCard title={t('cards.title')} state={cards}>
      {(list) => {
        // spec 3: cardlink_result '0' is a bound card; anything else is a failed binding attempt.
        const bound = list.filter((card) => card.cardlink_result === '0');
        if (bound.length === 0) return <p className={styles.muted}>{t('common:errors.noData')}</p>;
        return (
          <ul className={styles.entries}>
            {bound.map((card) => (
              <li key={card.cardlink_aid} className={styles.entry}>
                <h3 className={styles.entryTitle}>{card.cardlink_userlbl || card.cardlink_name}</h3>
                <FactList
                  facts={[
                    { label: t('cards.number'), value: card.cardlink_no },
                    { label: t('cards.expiry'), value: formatYearMonth(card.cardlink_exym) },
                    {
                      label: t('cards.issuer'),
                      value: `${card.cardlink_issuer} (${card.cardlink_bankno})`,
                    },
                  ]}
                />
                {card.ach_aid !== 0 && <p className={styles.badge}>{t('cards.inUse')}</p>}
              </li>
            ))}
          </ul>
        );
      }}
    </SectionCard>
  );
};
