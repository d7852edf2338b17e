import { useLingui } from '@lingui/react/macro';
import {
  DEFAULT_AREA_CODE,
  type CodeLogin,
  type CodePurpose,
  type LoginAccount,
  type PasswordLogin,
  type PasswordReset,
  type Registration,
} from '@kankan/domain';
import { useEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import type { Clock } from '../../runtime/clock.ts';
import { CameraLogin, type QrStatus } from './CameraLogin.tsx';
import { CodeLoginForm } from './CodeLoginForm.tsx';
import { emptyLoginValues, type LoginValues } from './loginValues.ts';
import * as styles from './LoginPanel.css.ts';
import { PasswordLoginForm } from './PasswordLoginForm.tsx';
import { RegisterForm, type Terms } from './RegisterForm.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';
import type { LoginServerErrors } from './serverErrors.ts';

export const loginTabs = ['password', 'code', 'camera', 'register', 'reset'] as const;
export type LoginTab = (typeof loginTabs)[number];

export interface LoginPanelProps {
  /** The open tab, controlled; or `defaultTab` (default `password`). The route /login/register opens `register`. */
  tab?: LoginTab;
  defaultTab?: LoginTab;
  onTabChange?: (tab: LoginTab) => void;
  /** A call is running: the submit button shows a spinner and ignores presses. */
  isPending?: boolean;
  /** The server's messages by field (see `loginErrorForCode`); each shows at its field until it is edited. */
  serverErrors?: LoginServerErrors;
  /** A message about the whole attempt, above the fields of the open form. */
  formError?: string;
  onPasswordLogin: (login: PasswordLogin) => void;
  onCodeLogin: (login: CodeLogin) => void;
  /**
   * Asks for a verification code for the account once it is valid. Return `false` or reject when none was sent (no
   * countdown starts); a promise keeps the button pending.
   */
  onSendCode: (account: LoginAccount, purpose: CodePurpose) => unknown;
  onRegister: (registration: Registration) => void;
  onResetPassword: (reset: PasswordReset) => void;
  /** The camera-login QR code (a data URL) and its state. */
  qrSrc?: string;
  qrStatus?: QrStatus;
  onRefreshQr: () => void;
  /** The user agreement of the register form. */
  terms: Terms;
  /** Start values (e.g. the account remembered from the last visit). */
  defaultValues?: Partial<LoginValues>;
  /** Seconds before another code can be asked for (default 60). */
  codeResendSeconds?: number;
  /** The countdown's timer; only stories and tests replace it. */
  codeClock?: Clock;
}

function isLoginTab(key: Key): key is LoginTab {
  return (loginTabs as readonly Key[]).includes(key);
}

/**
 * The login screen's panel (spec 2.5): password login, verification-code login, camera login by QR code, register
 * and find password, one tab each. Every form checks the spec's rules on submit and shows each reason at its field
 * in the user's language; what was typed is kept on errors and across tabs.
 */
export function LoginPanel({
  tab,
  defaultTab = 'password',
  onTabChange,
  isPending = false,
  serverErrors,
  formError,
  onPasswordLogin,
  onCodeLogin,
  onSendCode,
  onRegister,
  onResetPassword,
  qrSrc,
  qrStatus = 'loading',
  onRefreshQr,
  terms,
  defaultValues,
  codeResendSeconds,
  codeClock,
}: LoginPanelProps) {
  const { t } = useLingui();
  const [current, setCurrent] = useControlledState<LoginTab>(tab as LoginTab, defaultTab, onTabChange);
  const [values, setValues] = useState<LoginValues>(() => ({
    ...emptyLoginValues(DEFAULT_AREA_CODE),
    ...defaultValues,
  }));
  const shared = { values, onValues: setValues, serverErrors, formError, isPending };
  const panelRef = useRef<HTMLElement>(null);
  const shownTab = useRef(current);
  const focusNewForm = useRef(false);
  // A tab changed by the page (signed up: on to the password login) takes the focus of the form it replaced with
  // it, which would otherwise fall to the page's body: it goes to the new form's first field, once the call that
  // changed the tab has ended and the field can take focus. A tab chosen in the list keeps focus on the tab.
  useEffect(() => {
    if (shownTab.current !== current) {
      shownTab.current = current;
      focusNewForm.current = true;
    }
    const panel = panelRef.current;
    if (!panel || !focusNewForm.current || isPending) return;
    focusNewForm.current = false;
    const active = panel.ownerDocument.activeElement;
    // The replaced form may stay in the document, hidden, for a moment and still hold focus: focus anywhere in the
    // panel but its tab list counts as lost, as does focus on the body or on a removed element.
    const lost =
      !active ||
      active === panel.ownerDocument.body ||
      !active.isConnected ||
      (panel.contains(active) && !active.closest('[role="tablist"]'));
    if (!lost) return;
    const newForm = [...panel.querySelectorAll('[role="tabpanel"]')].find((form) => !form.contains(active));
    newForm?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled])')?.focus();
  }, [current, isPending]);
  const codeSending = { onSendCode, codeResendSeconds, codeClock };
  const labels: Record<LoginTab, string> = {
    password: t`Password login`,
    code: t`Code login`,
    camera: t`Camera login`,
    register: t`Register`,
    reset: t`Find password`,
  };

  return (
    <section ref={panelRef} className={styles.panel} aria-label={t`Log in or register`}>
      <Tabs
        selectedKey={current}
        onSelectionChange={(key) => {
          if (isLoginTab(key)) setCurrent(key);
        }}
      >
        <div className={styles.tabs}>
          <TabList aria-label={t`Ways to log in`}>
            {loginTabs.map((id) => (
              <Tab key={id} id={id}>
                {labels[id]}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="password">
            <PasswordLoginForm {...shared} onSubmit={onPasswordLogin} />
          </TabPanel>
          <TabPanel id="code">
            <CodeLoginForm {...shared} codeSending={codeSending} onSubmit={onCodeLogin} />
          </TabPanel>
          <TabPanel id="camera">
            <CameraLogin qrSrc={qrSrc} status={qrStatus} onRefreshQr={onRefreshQr} />
          </TabPanel>
          <TabPanel id="register">
            <RegisterForm {...shared} codeSending={codeSending} terms={terms} onSubmit={onRegister} />
          </TabPanel>
          <TabPanel id="reset">
            <ResetPasswordForm {...shared} codeSending={codeSending} onSubmit={onResetPassword} />
          </TabPanel>
        </div>
      </Tabs>
    </section>
  );
}
