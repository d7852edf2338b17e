import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { TrashIcon, UploadIcon } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import type { FieldErrorMessage } from '../Field/Field.tsx';
import { FieldGroup } from './FieldGroup.tsx';
import { formatFileSize, type FileProblem, type FileRules } from './fileChecks.ts';
import { acceptList, useFileChoice } from './useFileChoice.ts';
import { useObjectUrl } from './useObjectUrl.ts';
import * as styles from './FileField.css.ts';

export interface FileFieldProps {
  label?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  /** The caller's message (e.g. a server refusal), shown while `isInvalid`. Type and size errors are built in. */
  errorMessage?: FieldErrorMessage;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Accepted types and the size limit. */
  rules?: FileRules;
  value?: File | null;
  defaultValue?: File | null;
  /** Called with an accepted file, or `null` when removed. Rejected files are not passed on. */
  onChange?: (file: File | null) => void;
  /** Called with a file that failed the type or size check. */
  onReject?: (file: File, problem: FileProblem) => void;
}

/**
 * One file: a "Choose file" button (the system file dialog), then the chosen file's name and size with a small
 * preview for images, and buttons to replace or remove it. Wrong type and too large are refused at the field in
 * the user's language.
 */
export function FileField({
  label,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  rules = {},
  value,
  defaultValue,
  onChange,
  onReject,
  ...props
}: FileFieldProps) {
  const { t, i18n } = useLingui();
  const { file, choose, remove, problemMessage, inputRef } = useFileChoice({
    value,
    defaultValue,
    onChange,
    onReject,
    rules,
  });
  const isImage = file?.type.startsWith('image/') ?? false;
  const preview = useObjectUrl(isImage ? file : null);

  return (
    <FieldGroup
      label={label}
      aria-label={props['aria-label']}
      description={description}
      errorMessage={problemMessage ?? errorMessage}
      isInvalid={problemMessage !== null || isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
    >
      <div className={styles.box}>
        {file ? (
          <div className={styles.file}>
            {preview ? <img className={styles.thumbnail} src={preview} alt="" /> : null}
            <span className={styles.fileText}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatFileSize(file.size, i18n.locale)}</span>
            </span>
          </div>
        ) : null}
        <div className={styles.actions}>
          <FileTrigger ref={inputRef} acceptedFileTypes={acceptList(rules)} onSelect={choose}>
            <Button
              variant="outline"
              tone="neutral"
              size="small"
              isDisabled={isDisabled}
              icon={<UploadIcon size="small" />}
            >
              {file ? t`Replace file` : t`Choose file`}
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
