import { bus, session, toast, useNavigate, useSession, useTranslation } from '@eoffering/shared';
import { Suspense, lazy, useEffect, useState } from 'react';
import { SHELL_NS } from '../../strings';

// Most visits never sign in: the modal's code comes with its own chunk when first asked for, not
// with a first visit (docs/architecture.md), and stays mounted after, keeping what was typed.
const LoginModal = lazy(() =>
  import(/* webpackChunkName: "login" */ './login-modal').then(({ LoginModal: modal }) => ({
    default: modal,
  })),
);

// Only a member is ever asked to stay signed in: the prompt's chunk is fetched once someone signs
// in, long before the prompt can be due.
const loadPrompt = () => import(/* webpackChunkName: "stay-signed-in" */ './stay-signed-in-prompt');
const StaySignedInPrompt = lazy(() =>
  loadPrompt().then(({ StaySignedInPrompt: prompt }) => ({ default: prompt })),
);

interface LoginRequest {
  allowClose: boolean;
  returnPath?: string;
}

/** How long the 'signed out for inactivity' notice stays: it explains a change the user did not make. */
const SIGNED_OUT_NOTICE_MS = 6000;
/** One alert for the sign-out of another tab, however many times the storage says so. */
const SIGNED_OUT_ELSEWHERE_ID = 'session-signed-out-elsewhere';

interface SessionUiProps {
  /**
   * True while the page shows another modal (a message of the bus): the session's dialogs wait
   * for it to close, so there is one modal at a time (docs/screens/shell.md).
   */
  held: boolean;
}

/**
 * The session's dialogs, driven by the bus: the login modal on `session/login-requested` (from
 * any package, docs/screens/shell.md), the stay-signed-in prompt of WCAG 2.2.1 with its countdown, and what the
 * member is told when the session ends without them (inactivity, another tab).
 */
export const SessionUi = ({ held }: SessionUiProps) => {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const [login, setLogin] = useState<LoginRequest | null>(null);
  const [loginAsked, setLoginAsked] = useState(false);
  const [promptEndsAt, setPromptEndsAt] = useState<number | null>(null);
  const { isAuthenticated } = useSession();

  useEffect(() => {
    if (isAuthenticated) void loadPrompt();
  }, [isAuthenticated]);

  useEffect(() => {
    const subscriptions = [
      bus.on('session/login-requested').subscribe(({ allowClose, returnPath }) => {
        // docs/screens/shell.md: any stored id_token is cleared when the modal opens.
        session.prepareSignIn();
        setLoginAsked(true);
        setLogin({ allowClose, ...(returnPath ? { returnPath } : {}) });
      }),
      bus.on('session/stay-signed-in-prompt').subscribe(({ endsAt }) => setPromptEndsAt(endsAt)),
      bus.on('session/stay-signed-in-dismissed').subscribe(() => setPromptEndsAt(null)),
      bus.on('session/expired').subscribe(({ reason }) => {
        setPromptEndsAt(null);
        if (reason === 'inactive')
          toast(t('common:session.signedOutInactive'), 'info', SIGNED_OUT_NOTICE_MS);
      }),
      bus.on('session/ended-elsewhere').subscribe(() => {
        setPromptEndsAt(null);
        bus.emit({
          type: 'ui/alert',
          id: SIGNED_OUT_ELSEWHERE_ID,
          tone: 'info',
          title: t('common:session.signedOutElsewhereTitle'),
          message: t('common:session.signedOutElsewhere'),
        });
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
            open={login !== null && !held}
            allowClose={login?.allowClose ?? true}
            onClose={() => setLogin(null)}
            onSignedIn={signedIn}
          />
        </Suspense>
      )}
      {promptEndsAt !== null && (
        <Suspense fallback={null}>
          <StaySignedInPrompt key={promptEndsAt} endsAt={promptEndsAt} shown={!held} />
        </Suspense>
      )}
    </>
  );
};
