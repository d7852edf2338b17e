import { useLingui } from '@lingui/react/macro';
import { FOLDER_NAME_MAX, charCount, validateFolderName } from '@kankan/domain';
import { messageForReason } from '@kankan/i18n';
import { useId, useState } from 'react';
import { TextContext } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog, Modal } from '../../components/Dialog/Dialog.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { useServerError, type ServerError } from '../accountForms.ts';
import * as styles from './FolderNameDialog.css.ts';

/** 5030: a folder of this name already exists there; shown at the name. */
const FIELD_FOR_CODE: Partial<Record<number, 'name'>> = { 5030: 'name' };

export interface FolderNameDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Create a new folder, or rename `defaultName`. */
  mode: 'create' | 'rename';
  /** The current name when renaming. */
  defaultName?: string;
  /** The save call is running. */
  isPending?: boolean;
  /** The last save's refusal: 5030 (name repeated) at the field, other codes above it. */
  serverError?: ServerError | null;
  /**
   * The names of the other folders beside this one: a name among them (ignoring case) is refused at the field, as
   * two folders of one name side by side cannot be told apart.
   */
  takenNames?: readonly string[];
  /** Called with the trimmed name once it is not blank, at most 12 characters and not taken. */
  onSubmit: (name: string) => void;
}

/**
 * Create or rename a folder (spec 3 "Folder", 5): one name, not blank, at most 12 characters, in the 403 px message
 * dialog. A too-long name is kept as typed and explained at the field; the count shows as the user types.
 */
export function FolderNameDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  mode,
  defaultName = '',
  isPending = false,
  serverError,
  takenNames = [],
  onSubmit,
}: FolderNameDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const [name, setName] = useState(defaultName);
  const [tried, setTried] = useState(false);
  const server = useServerError(serverError, FIELD_FOR_CODE);
  const reason = tried ? validateFolderName(name) : null;
  const isTaken = (value: string) =>
    takenNames.some((taken) => taken.trim().toLowerCase() === value.trim().toLowerCase());
  const label = t`Folder name`;
  const fieldError = reason
    ? messageForReason(reason, { field: label })
    : tried && isTaken(name)
      ? t`A folder with this name is already here. Choose another name.`
      : null;
  const count = charCount(name.trim());
  const max = FOLDER_NAME_MAX;

  return (
    <Modal size="message" isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={mode === 'create' ? t`New folder` : t`Rename folder`}
        footer={({ close }) => (
          <>
            <Button variant="outline" tone="neutral" onPress={close} isDisabled={isPending}>
              {t`Cancel`}
            </Button>
            <Button type="submit" form={formId} isPending={isPending}>
              {mode === 'create' ? t`Create` : t`Save`}
            </Button>
          </>
        )}
      >
        <Form
          id={formId}
          validationBehavior="aria"
          validationErrors={server.validationErrors}
          formError={server.formError}
          onSubmit={(event) => {
            event.preventDefault();
            if (isPending) return;
            setTried(true);
            if (validateFolderName(name) === null && !isTaken(name)) onSubmit(name.trim());
          }}
        >
          {/* The Dialog's text slots would otherwise reach the field's own description and error. */}
          <TextContext.Provider value={null}>
            <TextField
              name="name"
              label={label}
              isRequired
              value={name}
              onChange={(value) => setName(value)}
              description={
                <span className={count > max ? styles.countOver : undefined}>{t`${count} of ${max} characters`}</span>
              }
              {...(fieldError ? { isInvalid: true, errorMessage: fieldError } : {})}
            />
          </TextContext.Provider>
        </Form>
      </Dialog>
    </Modal>
  );
}
