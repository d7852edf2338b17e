import { useLingui } from '@lingui/react/macro';
import { messageForCode } from '@kankan/i18n';
import { Button, Dialog, Form, Modal, Select, SelectItem, TextField, type SceneFolder } from '@kankan/ui';
import { useId, useState } from 'react';
import { TextContext } from 'react-aria-components';

// The folder name dialog loads with these, when the scene screen first opens one of them.
export { FolderNameDialog } from '@kankan/ui';

/** The longest scene name the rename call accepts (openapi SceneRenameRequest). */
export const SCENE_NAME_MAX = 50;

export interface RenameSceneDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  currentName: string;
  isPending: boolean;
  /** The code of the last refusal (e.g. 7001 sensitive words), shown at the name field. */
  errorCode: number | null;
  onSubmit: (name: string) => void;
}

/** Renames one scene: the name, not blank, at most 50 characters; a refusal is shown at the field. */
export function RenameSceneDialog({
  isOpen,
  onOpenChange,
  currentName,
  isPending,
  errorCode,
  onSubmit,
}: RenameSceneDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const [name, setName] = useState(currentName);
  const [tried, setTried] = useState(false);
  const [editedSinceError, setEditedSinceError] = useState(false);
  const trimmed = name.trim();
  const max = SCENE_NAME_MAX;
  const clientError = !tried
    ? null
    : trimmed === ''
      ? t`The scene name cannot be blank.`
      : [...trimmed].length > max
        ? t`The scene name can have at most ${max} characters.`
        : null;
  const error = clientError ?? (errorCode !== null && !editedSinceError ? messageForCode(errorCode) : null);
  return (
    <Modal size="message" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={t`Rename scene`}
        footer={({ close }) => (
          <>
            <Button variant="outline" tone="neutral" onPress={close} isDisabled={isPending}>
              {t`Cancel`}
            </Button>
            <Button type="submit" form={formId} isPending={isPending}>
              {t`Save`}
            </Button>
          </>
        )}
      >
        <Form
          id={formId}
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            if (isPending) return;
            setTried(true);
            setEditedSinceError(false);
            if (trimmed !== '' && [...trimmed].length <= max) onSubmit(trimmed);
          }}
        >
          <TextContext.Provider value={null}>
            <TextField
              label={t`Scene name`}
              isRequired
              value={name}
              onChange={(value) => {
                setName(value);
                setEditedSinceError(true);
              }}
              {...(error ? { isInvalid: true, errorMessage: error } : {})}
            />
          </TextContext.Provider>
        </Form>
      </Dialog>
    </Modal>
  );
}

/** Folders flattened in tree order with their depth, for a one-level picker. */
export function flattenFolders(
  folders: readonly SceneFolder[],
  depth = 0,
): { id: SceneFolder['id']; name: string; depth: number }[] {
  return folders.flatMap((folder) => [
    { id: folder.id, name: folder.name, depth },
    ...flattenFolders(folder.children ?? [], depth + 1),
  ]);
}

export interface MoveScenesDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** How many scenes are moved. */
  count: number;
  folders: readonly SceneFolder[];
  isPending: boolean;
  errorCode: number | null;
  /** The target folder; `null` for the top level (no folder). */
  onSubmit: (folderId: number | null) => void;
}

const TOP = 'top';

/** Moves the ticked scenes into a folder, or out of every folder to the top level. */
export function MoveScenesDialog({
  isOpen,
  onOpenChange,
  count,
  folders,
  isPending,
  errorCode,
  onSubmit,
}: MoveScenesDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const flat = flattenFolders(folders);
  const [target, setTarget] = useState<string>(flat[0] ? String(flat[0].id) : TOP);
  return (
    <Modal size="message" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={count === 1 ? t`Move 1 scene` : t`Move ${count} scenes`}
        footer={({ close }) => (
          <>
            <Button variant="outline" tone="neutral" onPress={close} isDisabled={isPending}>
              {t`Cancel`}
            </Button>
            <Button type="submit" form={formId} isPending={isPending}>
              {t`Move`}
            </Button>
          </>
        )}
      >
        <Form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            if (!isPending) onSubmit(target === TOP ? null : Number(target));
          }}
        >
          <TextContext.Provider value={null}>
            <Select
              label={t`Folder`}
              selectedKey={target}
              onSelectionChange={(key) => {
                if (key !== null) setTarget(String(key));
              }}
              {...(errorCode !== null ? { isInvalid: true, errorMessage: messageForCode(errorCode) } : {})}
            >
              <SelectItem id={TOP}>{t`No folder (top level)`}</SelectItem>
              {flat.map((folder) => (
                <SelectItem key={String(folder.id)} id={String(folder.id)} textValue={folder.name}>
                  {`${'\u2003'.repeat(folder.depth)}${folder.name}`}
                </SelectItem>
              ))}
            </Select>
          </TextContext.Provider>
        </Form>
      </Dialog>
    </Modal>
  );
}
