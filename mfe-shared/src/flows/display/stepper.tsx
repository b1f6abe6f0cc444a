import { useTranslation } from '@eoffering/shared';
import { FLOWS_NS } from '../flow-strings';
import styles from './stepper.module.css';
import hidden from '../../ui/visually-hidden.module.css';

export interface StepperProps {
  /** Step names in order (docs/screens/giving.md: amount, payment, result, receipt; or 3 for recurring). */
  steps: readonly string[];
  /** Index of the active step, from 0. */
  active: number;
}

export type StepState = 'done' | 'current' | 'upcoming';

/** docs/screens/giving.md: numbered steps are highlighted up to the active one. */
export const stepState = (index: number, active: number): StepState =>
  index < active ? 'done' : index === active ? 'current' : 'upcoming';

/** The page indicator of the order flow, as an ordered list with the current step marked. */
export const Stepper = ({ steps, active }: StepperProps) => {
  const { t } = useTranslation(FLOWS_NS);
  return (
    <ol className={styles.stepper} aria-label={t('stepper.label')}>
      {steps.map((label, index) => {
        const state = stepState(index, active);
        const classes = [
          styles.step,
          state !== 'upcoming' ? styles.reached : '',
          state === 'current' ? styles.current : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <li
            key={label}
            className={classes}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.label}>{label}</span>
            {state === 'done' && (
              <span className={hidden.visuallyHidden}>{`(${t('stepper.completed')})`}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
};
