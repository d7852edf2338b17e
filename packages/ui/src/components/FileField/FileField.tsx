import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldErrorMessage } from '../Field/Field.tsx';
import { FieldGroup } from './FieldGroup.tsx';
import { formatFileSize, type FileProblem, type FileRules } from './fileChecks.ts';
import { useChosenFile } from './useChosenFile.tsx';
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
  /** The caller's own wording of a type or size problem (e.g. the spec's numbered message). */
  problemMessages?: Partial<Record<FileProblem, string>>;
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
  problemMessages,
  ...props
}: FileFieldProps) {
  const { t, i18n } = useLingui();
  const { file, preview, problemMessage, controls } = useChosenFile({
    value,
    defaultValue,
    onChange,
    onReject,
    rules,
    problemMessages,
    isDisabled,
    labels: { choose: t`Choose file`, replace: t`Replace file` },
  });

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
        <div className={styles.actions}>{controls}</div>
      </div>
    </FieldGroup>
  );
}
