import { useLingui } from '@lingui/react/macro';
import { useChangePassword } from '@kankan/api';
import { clientMessage } from '@kankan/i18n';
import { ChangePasswordForm } from '@kankan/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSite } from '../../../app/SiteContext.tsx';
import { LOGIN_PATH } from '../../../rules/routeRules.ts';
import { useCodeError, type CodeError } from '../accountErrors.ts';
import { Section } from './Section.tsx';

/**
 * Change password. Opened by `?id=password` (the side menu's "change password"): the section comes into view and its
 * first field takes focus. A changed password ends every session, so the user is logged out and asked to log in.
 */
export function PasswordSection() {
  const { t } = useLingui();
  const change = useChangePassword();
  const codeError = useCodeError();
  const site = useSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [serverError, setServerError] = useState<CodeError | null>(null);
  const [isChanged, setChanged] = useState(false);
  const currentPassword = useRef<HTMLInputElement>(null);
  const opened = params.get('id') === 'password';

  useEffect(() => {
    if (!opened) return;
    currentPassword.current?.scrollIntoView({ block: 'center' });
    currentPassword.current?.focus({ preventScroll: true });
  }, [opened]);

  return (
    <Section
      id="password"
      title={t`Change password`}
      description={t`After the change you log in again with the new password.`}
    >
      <ChangePasswordForm
        ref={currentPassword}
        isPending={change.isPending}
        serverError={serverError}
        isChanged={isChanged}
        onSubmit={async ({ oldPassword, password, confirmPassword }) => {
          setServerError(null);
          try {
            await change.mutateAsync({ body: { oldPassword, password, confirmPassword } });
          } catch (error) {
            setServerError(codeError(error));
            return;
          }
          setChanged(true);
          site.notify({
            tone: 'positive',
            title: clientMessage('passwordChanged'),
            description: clientMessage('logInAgain'),
          });
          await site.logOut();
          await navigate(LOGIN_PATH);
        }}
      />
    </Section>
  );
}
