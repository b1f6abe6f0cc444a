import { useApiResult, useTranslation } from '@eoffering/shared';
import { useRef, useState } from 'react';
import { useFocusAfterRender } from '../../components/focus/use-focus-after-render';
import { StartBindingButton } from '../../components/saved-card/start-binding-button';
import { MEMBER_NS } from '../../strings';
import { SavedCardEntry } from './saved-card-entry';
import { SectionCard } from './section-card';
import styles from './personal-data.module.css';

/**
 * docs/screens/member-centre.md: the member's saved cards, each renamed, removed or given every recurring plan, and
 * 'add a card' through the card-link form posted to the card page (docs/api-contract.md).
 */
export const SavedCardsSection = () => {
  const { t } = useTranslation(MEMBER_NS);
  const cards = useApiResult('get_cardlink_list', {});
  // Removed cards leave the list at once, before it is read again, so focus can move on.
  const [removed, setRemoved] = useState<readonly number[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const cardHeadings = useRef(new Map<number, HTMLHeadingElement>());
  const focusLater = useFocusAfterRender();

  // docs/screens/member-centre.md, focus after an edit: to the card that took the removed one's
  // place, else the one before it, else the section's heading.
  const onRemoved = (aid: number, next: number | undefined) => {
    setRemoved((before) => [...before, aid]);
    focusLater(
      () => (next === undefined ? null : cardHeadings.current.get(next)) ?? heading.current,
    );
    cards.reload();
  };

  return (
    <SectionCard
      title={t('cards.title')}
      state={cards}
      headingRef={heading}
      footer={
        // docs/screens/member-centre.md: a binding started here returns to the member centre.
        <StartBindingButton label={t('cards.add')} view="member" className={styles.action} />
      }
    >
      {(list) => {
        // docs/api-contract.md: cardlink_result '0' is a bound card; anything else is a failed binding attempt.
        const bound = list.filter(
          (card) => card.cardlink_result === '0' && !removed.includes(card.cardlink_aid),
        );
        if (bound.length === 0) return <p className={styles.muted}>{t('common:errors.noData')}</p>;
        const aids = bound.map((card) => card.cardlink_aid);
        return (
          <ul className={styles.entries}>
            {bound.map((card, index) => (
              <SavedCardEntry
                key={card.cardlink_aid}
                card={card}
                onChanged={cards.reload}
                onRemoved={() => onRemoved(card.cardlink_aid, aids[index + 1] ?? aids[index - 1])}
                headingRef={(element) => {
                  if (element) cardHeadings.current.set(card.cardlink_aid, element);
                  else cardHeadings.current.delete(card.cardlink_aid);
                }}
              />
            ))}
          </ul>
        );
      }}
    </SectionCard>
  );
};
