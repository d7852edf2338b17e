import { useLingui } from '@lingui/react/macro';
import { validateUserName } from '@kankan/domain';
import { clientMessage, messageForCode, messageForReason } from '@kankan/i18n';
import { useState } from 'react';
import { AvatarUpload } from '../../components/AvatarUpload/AvatarUpload.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { reasonProps, useFieldErrors, useServerError, type ServerError } from '../accountForms.ts';
import * as shared from '../accountForms.css.ts';
import * as styles from './ProfileForm.css.ts';

export interface ProfilePayload {
  /** The user name, trimmed. */
  userName: string;
  /** A newly chosen avatar (JPG or PNG under 1 MB), or null to keep the saved one. */
  avatar: File | null;
}

/** Server codes about the user name (taken, length, sensitive words, invalid) show at that field. */
const USER_NAME_CODES: Partial<Record<number, 'userName'>> = {
  3007: 'userName',
  3010: 'userName',
  3012: 'userName',
  3021: 'userName',
};

/** Server codes about the uploaded file (empty, missing, refused) show at the avatar. */
const AVATAR_CODES: readonly number[] = [3002, 3017, 3018];

export interface ProfileFormProps {
  /** The saved user name. */
  userName: string;
  /** The saved avatar's address; none for the default picture. */
  avatarSrc?: string | null;
  /** The account's mobile number as shown (read-only), e.g. "+86 138 0013 8000"; null when none is linked. */
  phone?: string | null;
  /** The account's e-mail address (read-only); null when none is linked. */
  email?: string | null;
  /** The save (or upload) call is running. */
  isPending?: boolean;
  /**
   * The last save's refusal: user-name codes (3007, 3010, 3012 sensitive words, 3021) at the user name, file codes
   * (3002, 3017, 3018) at the avatar, others above the form.
   */
  serverError?: ServerError | null;
  /** The profile was saved: a short confirmation above the form. */
  isSaved?: boolean;
  onSubmit: (payload: ProfilePayload) => void;
}

/**
 * Profile (account info, spec 2.4 /information): the avatar (JPG or PNG under 1 MB, 512 × 512 recommended), the user
 * name (2-11 characters, no sensitive words) and, read-only, the mobile number and e-mail of the account.
 */
export function ProfileForm({
  userName: savedName,
  avatarSrc,
  phone = null,
  email = null,
  isPending = false,
  serverError,
  isSaved = false,
  onSubmit,
}: ProfileFormProps) {
  const { t } = useLingui();
  const [userName, setUserName] = useState(savedName);
  const [avatar, setAvatar] = useState<File | null>(null);
  const { errors, formRef, check, clear } = useFieldErrors<'userName'>();
  const server = useServerError(serverError, USER_NAME_CODES);
  // A file error shows at the avatar until another picture is chosen or removed.
  const [avatarEditedAfter, setAvatarEditedAfter] = useState<ServerError | null>(null);
  const avatarCode = serverError && AVATAR_CODES.includes(serverError.code) ? serverError : null;
  const avatarError = avatarCode && avatarCode !== avatarEditedAfter ? messageForCode(avatarCode.code) : null;
  const formError = avatarCode ? null : server.formError;
  const labels = { userName: t`User name`, phone: t`Mobile number`, email: t`E-mail` };

  return (
    <div className={styles.root}>
      <Form
        validationBehavior="aria"
        validationErrors={server.validationErrors}
        formError={formError}
        onSubmit={(event) => {
          event.preventDefault();
          if (isPending) return;
          if (check({ userName: validateUserName(userName) })) onSubmit({ userName: userName.trim(), avatar });
        }}
      >
        <div ref={formRef} className={shared.formBody}>
          {isSaved ? (
            <InlineAlert tone="positive" isLive>
              {t`Your profile has been saved.`}
            </InlineAlert>
          ) : null}
          <AvatarUpload
            label={t`Profile picture`}
            currentSrc={avatarSrc ?? undefined}
            value={avatar}
            onChange={(file) => {
              setAvatar(file);
              setAvatarEditedAfter(serverError ?? null);
            }}
            onReject={() => setAvatarEditedAfter(serverError ?? null)}
            problemMessages={{ type: clientMessage('imageFormat'), size: messageForReason('avatarTooLarge') }}
            isInvalid={avatarError !== null}
            errorMessage={avatarError ?? undefined}
            isDisabled={isPending}
          />
          <TextField
            name="userName"
            label={labels.userName}
            description={t`2-11 characters.`}
            isRequired
            autoComplete="nickname"
            value={userName}
            onChange={(value) => {
              clear('userName');
              setUserName(value);
            }}
            {...reasonProps(errors.userName, labels.userName)}
          />
          <TextField
            label={labels.phone}
            isReadOnly
            value={phone ?? t`Not linked`}
            description={t`The account's mobile number can't be changed here.`}
          />
          <TextField label={labels.email} isReadOnly value={email ?? t`Not linked`} />
          <div className={shared.actions}>
            <Button type="submit" isPending={isPending}>{t`Save`}</Button>
          </div>
        </div>
      </Form>
    </div>
  );
}
