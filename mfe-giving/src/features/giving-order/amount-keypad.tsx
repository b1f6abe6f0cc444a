import { Button, useTranslation, useBackendName } from '@eoffering/shared';
import { formatMoney, type Validation } from '@eoffering/shared/rules';
import type { ProjectItem } from '@eoffering/shared/contract';
import { useEffect, useId, useReducer, useRef, type Ref } from 'react';
import { ORDER_NS } from '../../components/order-frame/order-strings';
import {
  DIGITS,
  checkNext,
  isDigit,
  keypadStart,
  limitsOf,
  quickAmountsFor,
  reduceKeypad,
  type KeypadAction,
  type KeypadState,
} from './keypad';
import { ItemLimits } from '@eoffering/shared/flows';
import styles from './amount-keypad.module.css';

interface AmountKeypadProps {
  item: ProjectItem;
  /** The amount to start from: 0, or one a link or a saved order asked for. */
  initialAmount: number;
  onChooseAgain: () => void;
  onNext: (amount: number) => void;
  /** Every change of the amount, so the order draft keeps it. */
  onAmount?: (amount: number) => void;
  /** Receives the step's heading so the page can move focus to it when the step opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Receives Next so the page can bring it into view when the step opens. */
  nextRef?: Ref<HTMLButtonElement>;
}

// Keys typed here belong to the field or dialog they are typed in, not to the keypad.
const OWN_KEYS =
  'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"]';
// Enter on a focused button or link presses that control, as the browser does.
const PRESSES_ITSELF = 'button, a[href], [role="button"]';

/** docs/screens/giving.md, express step 1: the amount keypad for the chosen item. */
export const AmountKeypad = ({
  item,
  initialAmount,
  onChooseAgain,
  onNext,
  onAmount,
  headingRef,
  nextRef,
}: AmountKeypadProps) => {
  const { t } = useTranslation(ORDER_NS);
  const nameOf = useBackendName();
  const limits = limitsOf(item);
  const quickAmounts = quickAmountsFor(limits);
  const [state, dispatch] = useReducer(
    (current: KeypadState, action: KeypadAction) => reduceKeypad(current, action, limits),
    keypadStart(initialAmount),
  );
  const amountId = useId();
  const limitsId = useId();
  const amount = Number(state.amount);

  const next = () => {
    const error = checkNext(state, limits);
    if (error) dispatch({ type: 'refuse', error });
    else onNext(amount);
  };

  // The hardware keyboard reads the latest state through this ref (the listener is added once).
  const latest = useRef({ next, amount, onAmount });
  useEffect(() => {
    latest.current = { next, amount, onAmount };
  });

  const typed = useRef(amount);
  useEffect(() => {
    if (typed.current === amount) return;
    typed.current = amount;
    latest.current.onAmount?.(amount);
  }, [amount]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWN_KEYS)) return;
      const key = event.key;
      if (isDigit(key)) dispatch({ type: 'digit', digit: key });
      else if (key === 'Backspace') dispatch({ type: 'backspace' });
      else if (key === 'Escape' || key === 'c' || key === 'C') dispatch({ type: 'clear' });
      else if (key === 'Enter' && !target?.closest(PRESSES_ITSELF)) {
        if (latest.current.amount > 0) latest.current.next();
      } else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className={styles.keypad}>
      <div className={styles.chosen}>
        <h3 ref={headingRef} tabIndex={-1} className={styles.itemName}>
          {nameOf(item, 'item_name')}
        </h3>
        <Button variant="link" onClick={onChooseAgain}>
          {t('order.express.chooseAgain')}
        </Button>
      </div>

      <p id={amountId} className={styles.amountLabel}>
        {t('order.express.amount')}
      </p>
      <output
        className={styles.amount}
        aria-live="polite"
        aria-labelledby={amountId}
        aria-describedby={limitsId}
      >
        {formatMoney(amount)}
      </output>
      <ItemLimits id={limitsId} item={item} className={styles.limits} />
      <KeypadMessage error={state.error} />

      {quickAmounts.length > 0 && (
        <div className={styles.quick} role="group" aria-label={t('order.express.quickAmounts')}>
          {quickAmounts.map((quick) => (
            <Button
              key={quick}
              variant="secondary"
              onClick={() => dispatch({ type: 'quick', amount: quick })}
            >
              {formatMoney(quick)}
            </Button>
          ))}
        </div>
      )}

      <div className={styles.digits} role="group" aria-label={t('order.express.keypad')}>
        {DIGITS.slice(0, 9).map((digit) => (
          <Button
            key={digit}
            variant="secondary"
            className={styles.key}
            onClick={() => dispatch({ type: 'digit', digit })}
          >
            {digit}
          </Button>
        ))}
        <Button
          variant="secondary"
          className={styles.key}
          aria-label={t('order.express.clear')}
          onClick={() => dispatch({ type: 'clear' })}
        >
          {t('order.express.clearKey')}
        </Button>
        <Button
          variant="secondary"
          className={styles.key}
          onClick={() => dispatch({ type: 'digit', digit: '0' })}
        >
          0
        </Button>
        <Button
          variant="secondary"
          className={styles.key}
          aria-label={t('order.express.backspace')}
          onClick={() => dispatch({ type: 'backspace' })}
        >
          <span aria-hidden="true">⌫</span>
        </Button>
      </div>
      <p className={styles.hint}>{t('order.express.keyboardHint')}</p>

      <div className={styles.actions}>
        {/* docs/screens/giving.md: Next is disabled while the amount is 0. */}
        <Button ref={nextRef} onClick={next} disabled={amount === 0}>
          {t('common:actions.next')}
        </Button>
      </div>
    </div>
  );
};

const KeypadMessage = ({ error }: { error: Validation }) => {
  const { t } = useTranslation(ORDER_NS);
  return (
    <p className={styles.error} role="alert">
      {error ? t(error.key, error.values) : ''}
    </p>
  );
};
