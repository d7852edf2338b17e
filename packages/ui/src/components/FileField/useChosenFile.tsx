import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { acceptedTypeNames, checkFile, formatFileSize, type FileProblem, type FileRules } from './fileChecks.ts';

export interface FileChoiceOptions {
  value?: File | null;
  defaultValue?: File | null;
  onChange?: (file: File | null) => void;
  onReject?: (file: File, problem: FileProblem) => void;
  rules: FileRules;
}

/**
 * The state shared by FileField and AvatarUpload: the accepted file, and the problem of the last rejected one. A
 * rejected file never replaces an accepted one, so nothing the user chose before is lost.
 */
export function useFileChoice({ value, defaultValue, onChange, onReject, rules }: FileChoiceOptions) {
  const { t, i18n } = useLingui();
  const [file, setFile] = useControlledState<File | null>(value as File | null, defaultValue ?? null, onChange);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  /** FileTrigger's hidden input: emptied after each choice, so choosing the same file again still counts. */
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = (files: FileList | readonly File[] | null) => {
    const chosen = files?.[0];
    if (inputRef.current) inputRef.current.value = '';
    if (!chosen) return;
    const found = checkFile(chosen, rules);
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
    problemMessage = t`File must be ${types}.`;
  } else if (problem === 'size' && rules.maxBytes !== undefined) {
    const size = formatFileSize(rules.maxBytes, i18n.locale);
    problemMessage = t`File must be smaller than ${size}.`;
  }

  return { file, choose, remove, problem, problemMessage, inputRef };
}

/** The `accept` list for the file dialog: MIME types plus dotted extensions. */
export function acceptList(rules: FileRules): string[] {
  return [...(rules.mimeTypes ?? []), ...(rules.extensions ?? []).map((ext) => `.${ext}`)];
}
