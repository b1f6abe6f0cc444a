import {
  Button,
  Dialog,
  bus,
  session,
  toast,
  useNavigate,
  useTranslation,
} from '@eoffering/shared';
import { useEffect, useState } from 'react';
import { SHELL_NS } from '../../strings';
import { LoginModal } from './login-modal';

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
  const [prompt, setPrompt] = useState<number | null>(null);

  useEffect(() => {
    const subscriptions = [
      bus.on('session/login-requested').subscribe(({ allowClose, returnPath }) => {
        // spec 4: any stored id_token is cleared when the modal opens.
        session.prepareSignIn();
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
      <LoginModal
        open={login !== null}
        allowClose={login?.allowClose ?? true}
        onClose={() => setLogin(null)}
        onSignedIn={signedIn}
      />
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
