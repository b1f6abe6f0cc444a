import {
  Button,
  Dialog,
  bus,
  session,
  toast,
  useNavigate,
  useTranslation,
} from '@eoffering/shared';
import { Suspense, lazy, useEffect, useState } from 'react';
import { SHELL_NS } from '../../strings';

// Most visits never sign in: the modal's code comes with its own chunk when first asked for, not
// with a first visit (design.md section 8), and stays mounted after, keeping what was typed.
const LoginModal = lazy(() =>
  import(/* webpackChunkName: "login" */ './login-modal').then(({ LoginModal: modal }) => ({
    default: modal,
  })),
);

interface LoginRequest {
  allowClose: boolean;
  returnPath?: string;
}

/** How long the 'signed out for inactivity' notice stays: it explains a change the user did not make. */
const SIGNED_OUT_NOTICE_MS = 6000;

/**
 * The session's dialogs, driven by the bus: the login modal on `session/login-requested` (from
 * any package, spec 4) and the stay-signed-in prompt of WCAG 2.2.1 with its one action.
 */
export const SessionUi = () => {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const [login, setLogin] = useState<LoginRequest | null>(null);
  const [loginAsked, setLoginAsked] = useState(false);
  const [prompt, setPrompt] = useState<number | null>(null);

  useEffect(() => {
    const subscriptions = [
      bus.on('session/login-requested').subscribe(({ allowClose, returnPath }) => {
        // spec 4: any stored id_token is cleared when the modal opens.
        session.prepareSignIn();
        setLoginAsked(true);
        setLogin({ allowClose, ...(returnPath ? { returnPath } : {}) });
      }),
      bus
        .on('session/stay-signed-in-prompt')
        .subscribe(({ secondsLeft }) => setPrompt(secondsLeft)),
      bus.on('session/stay-signed-in-dismissed').subscribe(() => setPrompt(null)),
      bus.on('session/expired').subscribe(({ reason }) => {
        setPrompt(null);
        if (reason === 'inactive')
          toast(t('common:session.signedOutInactive'), 'info', SIGNED_OUT_NOTICE_MS);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [t]);

  const signedIn = () => {
    const returnPath = session.takeReturnPath(login?.returnPath);
    setLogin(null);
    if (returnPath !== null) void navigate(returnPath);
  };

  return (
    <>
      {loginAsked && (
        <Suspense fallback={null}>
          <LoginModal
            open={login !== null}
            allowClose={login?.allowClose ?? true}
            onClose={() => setLogin(null)}
            onSignedIn={signedIn}
          />
        </Suspense>
      )}
      <Dialog
        open={prompt !== null}
        role="alertdialog"
        tone="warning"
        title={t('common:session.stayTitle')}
        closable={false}
        onClose={() => session.staySignedIn()}
        footer={
          <Button onClick={() => session.staySignedIn()}>{t('common:session.staySignedIn')}</Button>
        }
      >
        <p>{t('common:session.stayMessage', { seconds: prompt ?? 0 })}</p>
      </Dialog>
    </>
  );
};
