import { ROUTES, useNavigate } from '@eoffering/shared';
import { DIALOG_TIMER_MS } from '@eoffering/shared/rules';
import { useEffect } from 'react';
import styles from './redirect-home.module.css';

interface RedirectHomeProps {
  title: string;
  message: string;
}

/**
 * docs/screens/giving.md: a failure that sends the donor back to the giving home says so first, then goes there
 * after the spec's dialog time (docs/screens/giving.md: 1500 ms).
 */
export const RedirectHome = ({ title, message }: RedirectHomeProps) => {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(
      () => navigate(ROUTES.home.build({}), { replace: true }),
      DIALOG_TIMER_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.title}>{title}</p>
      <p>{message}</p>
    </div>
  );
};
