import { useLingui } from '@lingui/react/macro';
import { avatarUpload, useUpdateUserName, useUploadAvatar, type PostData } from '@kankan/api';
import { ProfileForm } from '@kankan/ui';
import { useState } from 'react';
import { useCodeError, type CodeError } from '../accountErrors.ts';
import { Section } from './Section.tsx';

type UserInfo = NonNullable<PostData<'/user/getUserInfo'>>;

/** The avatar and user name; the phone number and e-mail are shown read-only. */
export function ProfileSection({ info }: { info: UserInfo }) {
  const { t } = useLingui();
  const updateName = useUpdateUserName();
  const upload = useUploadAvatar();
  const codeError = useCodeError();
  const [serverError, setServerError] = useState<CodeError | null>(null);
  const [isSaved, setSaved] = useState(false);
  const phone = info.phoneNum ? `+${info.areaNum ?? '86'} ${info.phoneNum}` : null;

  return (
    <Section id="profile" title={t`Profile`}>
      <ProfileForm
        userName={info.userName}
        avatarSrc={info.head}
        phone={phone}
        email={info.email ?? null}
        isPending={updateName.isPending || upload.isPending}
        serverError={serverError}
        isSaved={isSaved}
        onSubmit={async ({ userName, avatar }) => {
          setSaved(false);
          setServerError(null);
          try {
            if (userName !== info.userName) await updateName.mutateAsync({ body: { userName } });
            if (avatar) await upload.mutateAsync(avatarUpload(avatar));
            setSaved(true);
          } catch (error) {
            setServerError(codeError(error));
          }
        }}
      />
    </Section>
  );
}
