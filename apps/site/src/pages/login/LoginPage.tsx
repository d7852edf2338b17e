import { useLingui } from '@lingui/react/macro';
import {
  isApiError,
  useCheckUser,
  useLogin,
  useQuickLogin,
  useRefreshSessionAnswers,
  useRegister,
  useResetPassword,
  useSendEmailCode,
  useSendSmsCode,
} from '@kankan/api';
import type { CodePurpose, LoginAccount } from '@kankan/domain';
import { clientMessage, messageForCode } from '@kankan/i18n';
import {
  Container,
  LoginPanel,
  loginErrorForCode,
  type LoginServerErrors,
  type LoginTab,
  VisuallyHidden,
} from '@kankan/ui';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useSite } from '../../app/SiteContext.tsx';
import { DEVICE_HOME_PATH, LOGIN_PATH, REGISTER_PATH, returnPathAfterLogin } from '../../rules/routeRules.ts';
import {
  accountBody,
  codeLoginBody,
  codeRequestOf,
  passwordLoginBody,
  registerBody,
  resetPasswordBody,
} from './loginBodies.ts';
import * as styles from './LoginPage.css.ts';
import { useTerms } from './terms.tsx';
import { useCameraLogin } from './useCameraLogin.ts';

/** The code an account check answers when the account does not exist. */
const ACCOUNT_MISSING_CODES: readonly number[] = [3015, 4007];
const ALREADY_REGISTERED_CODE = 3008;

interface Feedback {
  serverErrors?: LoginServerErrors;
  formError?: string;
}

/**
 * Where a failed call's message goes: at its field for a catalogue code, above the form otherwise. An API error
 * carries its message; anything else shows the client's "failed" message.
 */
function feedbackFor(error: unknown): Feedback {
  if (isApiError(error) && error.kind === 'server') {
    return loginErrorForCode(error.code, error.message);
  }
  return { formError: isApiError(error) ? error.message : clientMessage('failed') };
}

function tabForPage(page: string | undefined, camera: boolean): LoginTab {
  if (camera) return 'camera';
  return page === 'register' ? 'register' : 'password';
}

/**
 * Login and register (/login/login, /login/register) and camera login (/clientlogin): the login panel wired to the
 * sign-in calls. A login saves the token and returns to the `from` query; a camera login goes to scene management.
 */
export default function LoginPage({ camera = false }: { camera?: boolean }) {
  const { t } = useLingui();
  const { page } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { session, notify } = useSite();
  const terms = useTerms();
  const [tab, setTab] = useState<LoginTab>(() => tabForPage(page, camera));
  const [routePage, setRoutePage] = useState(page);
  const [feedback, setFeedback] = useState<Feedback>({});
  const login = useLogin();
  const quickLogin = useQuickLogin();
  const register = useRegister();
  const resetPassword = useResetPassword();
  const checkUser = useCheckUser();
  const sendSmsCode = useSendSmsCode();
  const sendEmailCode = useSendEmailCode();
  const refreshSessionAnswers = useRefreshSessionAnswers();
  const cameraLogin = useCameraLogin(tab === 'camera', (token) => {
    session.logIn(token, { deviceLogin: true });
    void navigate(DEVICE_HOME_PATH, { replace: true });
  });

  // The header's Login / Register links change the page while the panel is open.
  if (page !== routePage) {
    setRoutePage(page);
    setTab(tabForPage(page, camera));
    setFeedback({});
  }

  if (!camera && page !== 'login' && page !== 'register') return <Navigate to="/404" replace />;

  // Sending a code is not shown as pending: the panel counts down its button instead.
  const isPending = [login, quickLogin, register, resetPassword, checkUser].some((mutation) => mutation.isPending);
  const onError = (error: unknown) => setFeedback(feedbackFor(error));

  const loggedIn = (data: { token: string; deletionCancelled?: boolean } | null | undefined) => {
    if (!data) {
      setFeedback({ formError: clientMessage('failed') });
      return;
    }
    const earlierSession = session.get().token !== null;
    session.logIn(data.token);
    if (data.deletionCancelled) {
      notify({
        tone: 'positive',
        title: t`Logging in cancelled your account deletion.`,
        // Stays until closed: the customer must not miss that the request they made is gone.
        timeout: 0,
      });
    }
    if (earlierSession) void refreshSessionAnswers();
    void navigate(returnPathAfterLogin(search), { replace: true });
  };

  /** Once signed up or after a new password: a toast, then the password login. */
  const doneThen = (message: string) => () => {
    notify({ tone: 'positive', title: message });
    showTab('password');
  };

  const showTab = (next: LoginTab) => {
    setTab(next);
    setFeedback({});
    if (camera) return;
    const target = next === 'register' ? REGISTER_PATH : LOGIN_PATH;
    const wanted = target.split('/').pop();
    if (wanted !== page) {
      setRoutePage(wanted);
      void navigate(`${target}${search}`, { replace: true });
    }
  };

  /** Asks for a code: the account must exist (or, to register, must not) before one is sent. */
  const sendCode = async (account: LoginAccount, purpose: CodePurpose): Promise<boolean> => {
    setFeedback({});
    try {
      await checkUser.mutateAsync({ body: accountBody(account) });
      if (purpose === 'register') {
        setFeedback({ serverErrors: { phoneNum: messageForCode(ALREADY_REGISTERED_CODE) } });
        return false;
      }
    } catch (error) {
      const missing = isApiError(error) && ACCOUNT_MISSING_CODES.includes(error.code);
      if (!(missing && purpose === 'register')) {
        onError(error);
        return false;
      }
    }
    try {
      const request = codeRequestOf(account);
      if (request.channel === 'email') await sendEmailCode.mutateAsync({ body: request.body });
      else await sendSmsCode.mutateAsync({ body: request.body });
      return true;
    } catch (error) {
      onError(error);
      return false;
    }
  };

  return (
    <main className={styles.page}>
      <Container width="narrow">
        <div className={styles.center}>
          <VisuallyHidden as="h1">{t`Log in or register`}</VisuallyHidden>
          <LoginPanel
            tab={tab}
            onTabChange={showTab}
            isPending={isPending}
            serverErrors={feedback.serverErrors}
            formError={feedback.formError}
            terms={terms}
            qrSrc={cameraLogin.qrSrc}
            qrStatus={cameraLogin.status}
            onRefreshQr={cameraLogin.refresh}
            onSendCode={sendCode}
            onPasswordLogin={(passwordLogin) => {
              setFeedback({});
              login.mutate({ body: passwordLoginBody(passwordLogin) }, { onSuccess: loggedIn, onError });
            }}
            onCodeLogin={(codeLogin) => {
              setFeedback({});
              quickLogin.mutate({ body: codeLoginBody(codeLogin) }, { onSuccess: loggedIn, onError });
            }}
            onRegister={(registration) => {
              setFeedback({});
              register.mutate(
                { body: registerBody(registration) },
                { onSuccess: doneThen(clientMessage('signedUp')), onError },
              );
            }}
            onResetPassword={(reset) => {
              setFeedback({});
              resetPassword.mutate(
                { body: resetPasswordBody(reset) },
                { onSuccess: doneThen(clientMessage('passwordReset')), onError },
              );
            }}
          />
        </div>
      </Container>
    </main>
  );
}

/** /clientlogin: the login panel opened on camera login. */
export function CameraLoginPage() {
  return <LoginPage camera />;
}
