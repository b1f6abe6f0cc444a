import {
  Button,
  Dialog,
  getConfig,
  session,
  toast,
  useTranslation,
  inPageLanguage,
} from '@eoffering/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { SHELL_NS } from '../../strings';
import styles from './login-modal.module.css';

interface LoginModalProps {
  open: boolean;
  /** docs/screens/shell.md: closing is allowed only when allowClose is true. */
  allowClose: boolean;
  onClose: () => void;
  onSignedIn: () => void;
}

type FieldError = 'validation.enterUserid' | 'validation.enterPassword';

/**
 * docs/screens/shell.md, the login modal: userid (phone or email) and password required with the spec's
 * messages, show/hide password, busy while signing in, 'welcome' for 1.5 s on success and
 * 'login failed' on failure (the session removes the token). What was typed is kept on failure.
 * The main site's password reset and sign-up pages are a link away, each link a 24 px target
 * (WCAG 2.5.8).
 */
export const LoginModal = ({ open, allowClose, onClose, onSignedIn }: LoginModalProps) => {
  const { t } = useTranslation(SHELL_NS);
  const id = useId();
  const useridInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [userid, setUserid] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<{ userid?: FieldError; password?: FieldError }>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next = {
      ...(userid.trim() ? {} : { userid: 'validation.enterUserid' as const }),
      ...(password ? {} : { password: 'validation.enterPassword' as const }),
    };
    setErrors(next);
    setFailed(false);
    if (next.userid) return useridInput.current?.focus();
    if (next.password) return passwordInput.current?.focus();
    setBusy(true);
    try {
      await session.signIn(userid.trim(), password);
    } catch {
      setBusy(false);
      setFailed(true);
      return;
    }
    setBusy(false);
    setPassword('');
    toast(t('common:success.welcome'));
    onSignedIn();
  };

  const field = (name: 'userid' | 'password') => {
    const error = errors[name];
    return {
      id: `${id}-${name}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
    };
  };

  return (
    <Dialog
      open={open}
      title={t('login.title')}
      description={t('login.description')}
      closable={allowClose && !busy}
      onClose={onClose}
      initialFocus={useridInput}
    >
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={styles.field}>
          <label htmlFor={`${id}-userid`}>{t('login.userid')}</label>
          <input
            ref={useridInput}
            {...field('userid')}
            className={styles.input}
            name="userid"
            type="text"
            inputMode="email"
            autoComplete="username"
            value={userid}
            onChange={(event) => setUserid(event.target.value)}
          />
          {errors.userid && (
            <p id={`${id}-userid-error`} className={styles.error}>
              {t(`common:${errors.userid}`)}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>{t('login.password')}</label>
          <div className={styles.passwordRow}>
            <input
              ref={passwordInput}
              {...field('password')}
              className={styles.input}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button
              type="button"
              className={styles.reveal}
              aria-pressed={showPassword}
              aria-controls={`${id}-password`}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
            </button>
          </div>
          {errors.password && (
            <p id={`${id}-password-error`} className={styles.error}>
              {t(`common:${errors.password}`)}
            </p>
          )}
        </div>
        <div role="alert" className={styles.failure}>
          {failed ? t('common:errors.loginFailed') : null}
        </div>
        <Button type="submit" block busy={busy}>
          {t('login.submit')}
        </Button>
        <p className={styles.more}>
          {t('login.forgotPassword')}{' '}
          <a className={styles.link} href={inPageLanguage(getConfig().mainSite.passwordReset)}>
            {t('login.resetPassword')}
          </a>
        </p>
        <p className={styles.more}>
          {t('login.noAccount')}{' '}
          <a className={styles.link} href={inPageLanguage(getConfig().mainSite.register)}>
            {t('login.signUp')}
          </a>
        </p>
      </form>
    </Dialog>
  );
};
