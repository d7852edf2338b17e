import { useLingui } from '@lingui/react/macro';
import { AVATAR } from '@kankan/domain';
import type { ReactNode } from 'react';
import { UserIcon } from '../../icons/icons.tsx';
import type { FieldErrorMessage } from '../Field/Field.tsx';
import { FieldGroup } from '../FileField/FieldGroup.tsx';
import { acceptedTypeNames, formatFileSize, type FileProblem, type FileRules } from '../FileField/fileChecks.ts';
import { useChosenFile } from '../FileField/useChosenFile.tsx';
import * as styles from './AvatarUpload.css.ts';

/** The spec's avatar rules (section 9): JPG or PNG, under 1 MB. */
export const avatarRules: FileRules = {
  mimeTypes: AVATAR.mimeTypes,
  extensions: AVATAR.extensions,
  maxBytes: AVATAR.maxBytes,
};

export interface AvatarUploadProps {
  label?: ReactNode;
  'aria-label'?: string;
  /** Help under the picture. Default: the accepted types, the size limit and the recommended 512 × 512. */
  description?: ReactNode;
  /** The caller's message (e.g. the upload failed), shown while `isInvalid`. Type and size errors are built in. */
  errorMessage?: FieldErrorMessage;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** The saved avatar, shown until a new picture is chosen. */
  currentSrc?: string;
  rules?: FileRules;
  /** Recommended pixel size, for the default description. */
  recommendedSize?: { width: number; height: number };
  value?: File | null;
  defaultValue?: File | null;
  onChange?: (file: File | null) => void;
  onReject?: (file: File, problem: FileProblem) => void;
  /** The caller's own wording of a type or size problem (e.g. the spec's numbered message). */
  problemMessages?: Partial<Record<FileProblem, string>>;
}

/**
 * The profile picture: a round preview of the chosen image (or the saved one), "Choose image" / "Replace image",
 * and "Remove" to go back to the saved picture. Wrong type and too large are refused at the field.
 */
export function AvatarUpload({
  label,
  description,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  currentSrc,
  rules = avatarRules,
  recommendedSize = { width: AVATAR.recommendedWidth, height: AVATAR.recommendedHeight },
  value,
  defaultValue,
  onChange,
  onReject,
  problemMessages,
  ...props
}: AvatarUploadProps) {
  const { t, i18n } = useLingui();
  const { file, preview, problemMessage, controls } = useChosenFile({
    value,
    defaultValue,
    onChange,
    onReject,
    rules,
    problemMessages,
    isDisabled,
    labels: { choose: t`Choose image`, replace: t`Replace image` },
    hasSaved: Boolean(currentSrc),
    // Accepted avatars are images even when the system reports no MIME type (accepted by extension).
    isPreviewable: () => true,
  });
  const src = preview ?? (file ? null : currentSrc);

  const types = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(acceptedTypeNames(rules));
  const size = rules.maxBytes === undefined ? '' : formatFileSize(rules.maxBytes, i18n.locale);
  const width = recommendedSize.width;
  const height = recommendedSize.height;
  const hint = size
    ? t`${types}, smaller than ${size}; ${width} × ${height} pixels recommended.`
    : t`${types}; ${width} × ${height} pixels recommended.`;

  return (
    <FieldGroup
      label={label}
      aria-label={props['aria-label']}
      description={description ?? hint}
      errorMessage={problemMessage ?? errorMessage}
      isInvalid={problemMessage !== null || isInvalid}
      isDisabled={isDisabled}
    >
      <div className={styles.row}>
        <span className={styles.frame}>
          {src ? (
            <img
              className={styles.image}
              src={src}
              alt={file ? t`Preview of the chosen picture` : t`Current picture`}
            />
          ) : (
            <UserIcon size="large" />
          )}
        </span>
        <div className={styles.actions}>{controls}</div>
      </div>
    </FieldGroup>
  );
}
