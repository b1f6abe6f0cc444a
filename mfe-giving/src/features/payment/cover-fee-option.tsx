import { useTranslation } from '@eoffering/shared';
import { formatMoney } from '@eoffering/shared/rules';
import { useId } from 'react';
import { PAYMENT_NS } from './payment-strings';
import styles from './cover-fee.module.css';

interface CoverFeeOptionProps {
  covering: boolean;
  onChange: (covering: boolean) => void;
}

/** docs/api-contract.md, 'Covering the fee': the donor's choice, with what it does. */
export const CoverFeeOption = ({ covering, onChange }: CoverFeeOptionProps) => {
  const { t } = useTranslation(PAYMENT_NS);
  const hintId = useId();
  return (
    <div className={styles.coverFee}>
      <label className={styles.coverFeeChoice}>
        <input
          type="checkbox"
          checked={covering}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('payment.coverFee.label')}</span>
      </label>
      <p id={hintId} className={styles.muted}>
        {t('payment.coverFee.hint')}
      </p>
    </div>
  );
};

/** The fee a method adds while the donor covers it, on the method's button; nothing otherwise. */
export const MethodFee = ({ fee }: { fee: number }) => {
  const { t } = useTranslation(PAYMENT_NS);
  if (fee === 0) return null;
  return (
    <span className={styles.methodFee}>
      {t('payment.coverFee.methodFee', { fee: formatMoney(fee) })}
    </span>
  );
};
