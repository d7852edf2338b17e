import { useLingui } from '@lingui/react/macro';
import { AVATAR } from '@kankan/domain';
import type { ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { TrashIcon, UploadIcon, UserIcon } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import type { FieldErrorMessage } from '../Field/Field.tsx';
import { FieldGroup } from '../FileField/FieldGroup.tsx';
import { acceptedTypeNames, formatFileSize, type FileProblem, type FileRules } from '../FileField/fileChecks.ts';
import { acceptList, useFileChoice } from '../FileField/useFileChoice.ts';
import { useObjectUrl } from '../FileField/useObjectUrl.ts';
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
  ...props
}: AvatarUploadProps) {
  const { t, i18n } = useLingui();
  const { file, choose, remove, problemMessage, inputRef } = useFileChoice({
    value,
    defaultValue,
    onChange,
    onReject,
    rules,
  });
  const preview = useObjectUrl(file);
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
        <div className={styles.actions}>
          <FileTrigger ref={inputRef} acceptedFileTypes={acceptList(rules)} onSelect={choose}>
            <Button
              variant="outline"
              tone="neutral"
              size="small"
              isDisabled={isDisabled}
              icon={<UploadIcon size="small" />}
            >
              {file || currentSrc ? t`Replace image` : t`Choose image`}
            </Button>
          </FileTrigger>
          {file ? (
            <Button
              variant="ghost"
              tone="critical"
              size="small"
              isDisabled={isDisabled}
              icon={<TrashIcon size="small" />}
              onPress={remove}
            >
              {t`Remove`}
            </Button>
          ) : null}
        </div>
      </div>
    </FieldGroup>
  );
}
