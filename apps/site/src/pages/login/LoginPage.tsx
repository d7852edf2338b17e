import { useLingui } from '@lingui/react/macro';
import { isApiError, type ApiClient } from '@kankan/api';
import {
  Container,
  LoginPanel,
  loginErrorForCode,
  type CodePurpose,
  type LoginServerErrors,
  type LoginTab,
  type SendCodeRequest,
  VisuallyHidden,
} from '@kankan/ui';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSite } from '../../app/SiteContext.tsx';
import { DEVICE_HOME_PATH, LOGIN_PATH, REGISTER_PATH, returnPathAfterLogin } from '../../rules/routeRules.ts';
import * as styles from './LoginPage.css.ts';
import { useTerms } from './terms.tsx';
import { useCameraLogin } from './useCameraLogin.ts';
import { useSignInCalls, type SignInMessages } from './useSignInCalls.ts';

/** The code an account check answers when the account does not exist. */
const ACCOUNT_MISSING_CODES: readonly number[] = [3015, 4007];
const ALREADY_REGISTERED_CODE = 3008;

interface Feedback {
  serverErrors?: LoginServerErrors;
  formError?: string;
}

/**
 * Where a failed call's message goes: at its field for a catalogue code, above the form otherwise. An API error
 * carries its message; anything else (the client's code could not be downloaded) shows `failed`.
 */
function feedbackFor(error: unknown, failed: string): Feedback {
  if (isApiError(error) && error.kind === 'server' && error.code !== null) {
    return loginErrorForCode(error.code, error.message);
  }
  return { formError: isApiError(error) ? error.message : failed };
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
  const calls = useSignInCalls();
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

  const { isPending } = calls;
  // The client's "failed" message, from this page's own catalogue: shown when the call's code (and with it the
  // errors catalogue) could not be downloaded.
  const failed = t`That didn't work. Please try again.`;

  const loggedIn = (
    data: { token: string; deletionCancelled?: boolean } | null | undefined,
    messages: SignInMessages,
  ) => {
    if (!data) {
      setFeedback({ formError: messages.clientMessage('failed') });
      return;
    }
    const earlierSession = session.get().token !== null;
    session.logIn(data.token);
    if (data.deletionCancelled) {
      notify({
        tone: 'success',
        title: t`Logging in cancelled your account deletion.`,
        // Stays until closed: the customer must not miss that the request they made is gone.
        timeout: 0,
      });
    }
    if (earlierSession) calls.refreshSessionAnswers();
    void navigate(returnPathAfterLogin(search), { replace: true });
  };

  /** Runs one sign-in call; its failure goes to the panel (at a field for a catalogue code). */
  const submit = <T,>(
    call: (client: ApiClient) => Promise<T>,
    onSuccess: (data: T, messages: SignInMessages) => void,
  ) => {
    setFeedback({});
    void calls.run(call).then(
      ({ data, messages }) => onSuccess(data, messages),
      (error: unknown) => setFeedback(feedbackFor(error, failed)),
    );
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
  const sendCode = async (request: SendCodeRequest, purpose: CodePurpose): Promise<boolean> => {
    setFeedback({});
    const account = 'email' in request ? request.email : request.phoneNum;
    try {
      const { messages } = await calls.run((client) =>
        client.POST('/sso/user/checkUser', {
          body: 'email' in request ? { phoneNum: account } : { phoneNum: account, areaNum: request.areaNum },
        }),
      );
      if (purpose === 'register') {
        setFeedback({ serverErrors: { phoneNum: messages.messageForCode(ALREADY_REGISTERED_CODE) } });
        return false;
      }
    } catch (error) {
      const missing = isApiError(error) && error.code !== null && ACCOUNT_MISSING_CODES.includes(error.code);
      if (!(missing && purpose === 'register')) {
        setFeedback(feedbackFor(error, failed));
        return false;
      }
    }
    try {
      await calls.run(
        (client) =>
          'email' in request
            ? client.POST('/sso/user/getEmailAuthCode', { body: { email: request.email } })
            : client.POST('/sso/user/getMsgAuthCode', {
                body: { phoneNum: request.phoneNum, areaNum: request.areaNum },
              }),
        { tracked: false },
      );
      return true;
    } catch (error) {
      setFeedback(feedbackFor(error, failed));
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
            onPasswordLogin={(payload) =>
              submit(async (client) => (await client.POST('/sso/user/login', { body: payload })).data, loggedIn)
            }
            onCodeLogin={(payload) =>
              submit(async (client) => (await client.POST('/sso/user/quickLogin', { body: payload })).data, loggedIn)
            }
            onRegister={(payload) =>
              submit(
                (client) => client.POST('/sso/user/register', { body: payload }),
                (_, messages) => {
                  notify({ tone: 'success', title: messages.clientMessage('signedUp') });
                  showTab('password');
                },
              )
            }
            onResetPassword={(payload) =>
              submit(
                (client) => client.POST('/sso/user/resetPassword', { body: payload }),
                (_, messages) => {
                  notify({ tone: 'success', title: messages.clientMessage('passwordReset') });
                  showTab('password');
                },
              )
            }
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
