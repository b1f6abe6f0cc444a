import { useTranslation } from '@eoffering/shared';
import { useTaipeiTime } from '@eoffering/shared/flows';
import { formatMoney } from '@eoffering/shared/rules';
import { MEMBER_NS } from '../../strings';
import type { RecurringPlan } from './recurring-status';
import styles from './giving-records.module.css';

type Entry = NonNullable<RecurringPlan['changes']>[number];

/** A value of a history entry in the page's words: money, a day of the month, a card or a date. */
const useEntryValue = () => {
  const { t } = useTranslation(MEMBER_NS);
  const taipei = useTaipeiTime();
  return (entry: Entry, value: string): string => {
    if (entry.change === 'amounts') return formatMoney(Number(value));
    if (entry.change === 'payment_day') return t('recurring.dayOfMonth', { day: value });
    if (entry.change === 'card') return value;
    return taipei.date(value);
  };
};

/** docs/decisions.md, "Recurring plans changed in place": what changed, from what to what, when. */
export const PlanHistory = ({ changes }: { changes: readonly Entry[] }) => {
  const { t } = useTranslation(MEMBER_NS);
  const valueOf = useEntryValue();
  const taipei = useTaipeiTime();
  return (
    <section aria-label={t('planChange.history')}>
      <h3>{t('planChange.history')}</h3>
      {changes.length === 0 ? (
        <p>{t('planChange.noHistory')}</p>
      ) : (
        <ul className={styles.history}>
          {changes.map((entry) => (
            <li key={`${entry.changed_at}-${entry.change}-${entry.to}`}>
              {t(`planChange.entry.${entry.change}`, {
                at: taipei.dateTime(entry.changed_at),
                from: valueOf(entry, entry.from),
                to: valueOf(entry, entry.to),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
