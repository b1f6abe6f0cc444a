import { Button, getConfig, useApiResult, useTranslation } from '@eoffering/shared';
import {
  performHandOff,
  planHandOff,
  rememberCardLinkView,
  useApiAction,
} from '@eoffering/shared/flows';
import { useState } from 'react';
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
  const form = useApiAction('get_cardlink_form');
  const [refused, setRefused] = useState(false);

  const addCard = async () => {
    setRefused(false);
    // spec 2 and 9: the card-binding result page returns to the member centre.
    rememberCardLinkView('member');
    const answer = await form.run({});
    if (answer === undefined) return;
    const config = getConfig();
    const plan = planHandOff(answer, { paymentOrigins: config.paymentOrigins, dev: config.dev });
    if (!performHandOff(plan)) setRefused(true);
  };

  return (
    <SectionCard
      title={t('cards.title')}
      state={cards}
      footer={
        <>
          {refused && <p role="alert">{t('common:errors.handOffRefused')}</p>}
          {form.error && !form.error.handled && (
            <p role="alert">{form.error.message || t('common:errors.errorOccurred')}</p>
          )}
          <Button className={styles.action} busy={form.busy} onClick={() => void addCard()}>
            {t('cards.add')}
          </Button>
        </>
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
