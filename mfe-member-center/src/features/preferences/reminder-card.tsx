import { alert, isBusinessRefusal, toast, useTranslation } from '@eoffering/shared';
import { FormField, useApiAction } from '@eoffering/shared/flows';
import type { NotificationSetting } from '@eoffering/shared/contract';
import { useEffect, useId, useState } from 'react';
import { Card } from '../../components/card/card';
import { MEMBER_NS } from '../../strings';
import { REMINDER_WEEKS, readReminder, reminderValue, type Reminder } from './reminder-values';
import styles from './preferences.module.css';

interface ReminderCardProps {
  setting: NotificationSetting;
}

/**
 * docs/screens/member-centre.md, notice settings: one reminder card whose every change is saved at once. A refusal says
 * 'setting data abnormal' (docs/screens/member-centre.md) and puts the control back to the saved value; nothing can be
 * changed when the setting is not editable online (if_edit_func_online 0).
 */
export const ReminderCard = ({ setting }: ReminderCardProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const hintId = useId();
  const kind = setting.setting_func === 'cfm_offering_notice' ? 'offering' : 'expiry';
  const [saved, setSaved] = useState(() => readReminder(setting));
  const [shown, setShown] = useState(saved);
  const save = useApiAction('save_notice_setting');
  const locked = setting.if_edit_func_online === 0;

  const change = async (next: Reminder) => {
    setShown(next);
    const result = await save.run({
      setting_aid: setting.setting_aid,
      setting_func: setting.setting_func,
      setting_values: reminderValue(next),
    });
    if (result === undefined) {
      setShown(saved);
      return;
    }
    // Off is stored as 0 and the server keeps the week last chosen (docs/decisions.md).
    const stored = readReminder(result);
    setSaved(stored);
    setShown(stored);
    toast(t('common:success.updated'));
  };

  // HTTP failures were already shown by the shared docs/screens/member-centre.md handling; the refusal is ours.
  const refusal = save.error !== null && isBusinessRefusal(save.error) ? save.error : null;
  useEffect(() => {
    if (!refusal) return;
    void alert({
      tone: 'error',
      title: t('common:errors.settingErrorTitle'),
      message: t('common:errors.settingAbnormal'),
    });
  }, [refusal, t]);

  // While a change is saved the controls ignore input but stay enabled: a disabled control loses
  // keyboard focus to the page (docs/screens/member-centre.md, focus after an edit).
  const act = (next: Reminder) => {
    if (!save.busy) void change(next);
  };
  return (
    <Card title={t(`preferences.${kind}.title`)}>
      <p id={hintId} className={styles.muted}>
        {t(`preferences.${kind}.hint`)}
      </p>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={shown.on}
          disabled={locked}
          aria-describedby={hintId}
          aria-busy={save.busy || undefined}
          onChange={(event) => act({ ...shown, on: event.target.checked })}
        />
        {t(`preferences.${kind}.switch`)}
      </label>
      {kind === 'offering' && (
        <FormField label={t('preferences.offering.week')}>
          {(control) => (
            <select
              {...control}
              value={shown.week}
              disabled={locked || !shown.on}
              aria-busy={save.busy || undefined}
              onChange={(event) => act({ on: true, week: Number(event.target.value) })}
            >
              {REMINDER_WEEKS.map((week) => (
                <option key={week} value={week}>
                  {t('preferences.offering.weekOf', { week })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {locked && <p className={styles.muted}>{t('preferences.locked')}</p>}
    </Card>
  );
};
