import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { TrashIcon, UploadIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import {
  acceptedTypeNames,
  checkFile,
  checkFileContent,
  formatFileSize,
  type FileProblem,
  type FileRules,
} from './fileChecks.ts';
import { useObjectUrl } from './useObjectUrl.ts';

export interface ChosenFileOptions {
  value?: File | null;
  defaultValue?: File | null;
  onChange?: (file: File | null) => void;
  onReject?: (file: File, problem: FileProblem) => void;
  rules: FileRules;
  /** The caller's own wording of a type or size problem; the built-in messages otherwise. */
  problemMessages?: Partial<Record<FileProblem, string>>;
  isDisabled?: boolean;
  /** The choose button's label: `choose` while nothing is there, `replace` once a file (or a saved one) is. */
  labels: { choose: string; replace: string };
  /** A saved file exists (e.g. the current avatar), so the button reads `replace` even before a choice. */
  hasSaved?: boolean;
  /** Which chosen files get a preview URL. Default: images. */
  isPreviewable?: (file: File) => boolean;
}

export interface ChosenFile {
  /** The accepted file, or null. */
  file: File | null;
  /** An object URL of the chosen file for an `<img>`, or null. */
  preview: string | null;
  /** The problem of the last refused file, cleared by the next choice or by Remove. */
  problem: FileProblem | null;
  problemMessage: string | null;
  /** The choose / replace button (the system file dialog) and, once a file is chosen, Remove. */
  controls: ReactNode;
}

const isImage = (file: File) => file.type.startsWith('image/');

/**
 * One chosen file, shared by FileField and AvatarUpload: its state (controlled or not), the problem of the last
 * refused file, a preview URL, and the choose / replace / remove buttons. A refused file never replaces an accepted
 * one, so nothing the user chose before is lost.
 */
export function useChosenFile({
  value,
  defaultValue,
  onChange,
  onReject,
  rules,
  problemMessages = {},
  isDisabled = false,
  labels,
  hasSaved = false,
  isPreviewable = isImage,
}: ChosenFileOptions): ChosenFile {
  const { t, i18n } = useLingui();
  const [file, setFile] = useControlledState<File | null>(value as File | null, defaultValue ?? null, onChange);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  /** FileTrigger's hidden input: emptied after each choice, so choosing the same file again still counts. */
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file && isPreviewable(file) ? file : null);

  /** The latest choice: a slower content check of an earlier one must not overwrite it. */
  const latest = useRef<File | null>(null);
  const choose = async (files: FileList | readonly File[] | null) => {
    const chosen = files?.[0];
    if (inputRef.current) inputRef.current.value = '';
    if (!chosen) return;
    latest.current = chosen;
    const found = checkFile(chosen, rules) ?? (await checkFileContent(chosen, rules));
    if (latest.current !== chosen) return;
    setProblem(found);
    if (found) {
      onReject?.(chosen, found);
      return;
    }
    setFile(chosen);
  };

  const remove = () => {
    setProblem(null);
    setFile(null);
  };

  let problemMessage: string | null = null;
  if (problem === 'type') {
    const types = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(acceptedTypeNames(rules));
    problemMessage = problemMessages.type ?? t`File must be ${types}.`;
  } else if (problem === 'size' && rules.maxBytes !== undefined) {
    const size = formatFileSize(rules.maxBytes, i18n.locale);
    problemMessage = problemMessages.size ?? t`File must be smaller than ${size}.`;
  }

  const controls = (
    <>
      <FileTrigger ref={inputRef} acceptedFileTypes={acceptList(rules)} onSelect={(files) => void choose(files)}>
        <Button
          variant="outline"
          tone="neutral"
          size="small"
          isDisabled={isDisabled}
          icon={<UploadIcon size="small" />}
        >
          {file || hasSaved ? labels.replace : labels.choose}
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
    </>
  );

  return { file, preview, problem, problemMessage, controls };
}

/** The `accept` list for the file dialog: MIME types plus dotted extensions. */
export function acceptList(rules: FileRules): string[] {
  return [...(rules.mimeTypes ?? []), ...(rules.extensions ?? []).map((ext) => `.${ext}`)];
}
