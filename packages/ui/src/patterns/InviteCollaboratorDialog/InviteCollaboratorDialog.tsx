import { useLingui } from '@lingui/react/macro';
import { COLLABORATION_PERMISSIONS_PER_ROW, cameraDisplayName, validateCooperation } from '@kankan/domain';
import { messageForCode, messageForReason } from '@kankan/i18n';
import { useId, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { CheckboxGroup } from '../../components/CheckboxGroup/CheckboxGroup.tsx';
import { Dialog, Modal } from '../../components/Dialog/Dialog.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import * as styles from './InviteCollaboratorDialog.css.ts';

/** A permission resource as the server lists it; `hasAuth` marks the ones already granted. */
export interface CollaborationResource {
  id: number | string;
  /** Chinese name. */
  name: string;
  /** English name. */
  enName: string;
  keyWord: string;
  hasAuth: boolean;
}

export interface InviteCollaboratorDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** A scene (by its name) or a camera (by its childName, shown without the 4DKKPRO_ prefix). */
  target: { kind: 'scene' | 'camera'; name: string };
  /** The permissions that can be given. */
  resources: readonly CollaborationResource[];
  /** The logged-in user's name: inviting it is refused. */
  ownUserName: string;
  /** The current collaborator, when there is one: only one is allowed, so they must be cancelled first. */
  existingCollaborator?: string | null;
  /** A save or cancel call is running. */
  isPending?: boolean;
  /**
   * The last save's refusal (e.g. 3022 or 3026 already shared, 3024 yourself, 3015 no such user): its message is
   * shown at the user name until the name is edited.
   */
  serverError?: { code: number } | null;
  onSave: (invitation: { userName: string; resourceIds: (number | string)[] }) => void;
  onCancelCollaboration: () => void;
}

/**
 * Invite a collaborator to a scene or a camera (spec 4, 6; 750 px): the user name and the permissions, four per
 * row with "select all". At least one permission is needed and nobody can invite themselves; the messages show at
 * the field when Save is pressed and update as the user fixes them.
 */
export function InviteCollaboratorDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  target,
  resources,
  ownUserName,
  existingCollaborator = null,
  isPending = false,
  serverError = null,
  onSave,
  onCancelCollaboration,
}: InviteCollaboratorDialogProps) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const [userName, setUserName] = useState('');
  const [selected, setSelected] = useState<string[]>(() =>
    resources.filter((resource) => resource.hasAuth).map((resource) => String(resource.id)),
  );
  const [submitted, setSubmitted] = useState(false);
  // The refusal shown is the one that came after the name was last edited.
  const [editedAfter, setEditedAfter] = useState<{ code: number } | null>(null);
  const resourceIds = resources.filter((resource) => selected.includes(String(resource.id))).map(({ id }) => id);
  const errors = validateCooperation({ userName, resourceIds }, ownUserName);
  const userError =
    submitted && errors.userName
      ? messageForReason(errors.userName)
      : serverError && editedAfter !== serverError
        ? messageForCode(serverError.code)
        : null;
  const permissionError = submitted && errors.resourceIds ? messageForReason(errors.resourceIds) : null;
  const isTaken = existingCollaborator != null && existingCollaborator !== '';
  const locked = isTaken || isPending;
  const targetName = target.kind === 'camera' ? cameraDisplayName(target.name) : target.name;
  const save = () => {
    if (locked) return;
    setSubmitted(true);
    if (errors.userName || errors.resourceIds) return;
    onSave({ userName: userName.trim(), resourceIds });
  };

  return (
    <Modal size="invite" isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={t`Invite collaborator`}
        footer={({ close }) => (
          <>
            <Button variant="outline" tone="neutral" onPress={close} isDisabled={isPending}>
              {t`Cancel`}
            </Button>
            <Button onPress={save} isDisabled={isTaken} isPending={isPending && !isTaken}>
              {t`Save`}
            </Button>
          </>
        )}
      >
        <Form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <dl className={styles.facts}>
            <dt className={styles.term}>{target.kind === 'scene' ? t`Scene` : t`Camera`}</dt>
            <dd className={styles.value}>{targetName}</dd>
          </dl>
          {isTaken ? (
            <InlineAlert
              tone="caution"
              title={t`Current collaborator: ${existingCollaborator}`}
              action={
                <Button
                  size="small"
                  variant="outline"
                  tone="critical"
                  onPress={onCancelCollaboration}
                  isPending={isPending}
                >
                  {t`Cancel collaboration`}
                </Button>
              }
            >
              {messageForCode(target.kind === 'scene' ? 3022 : 6015)}
            </InlineAlert>
          ) : null}
          <TextField
            label={t`Collaborator's user name`}
            value={userName}
            onChange={(value) => {
              setUserName(value);
              setEditedAfter(serverError);
            }}
            isRequired
            isDisabled={locked}
            validationBehavior="aria"
            isInvalid={userError !== null}
            errorMessage={userError ?? undefined}
            autoComplete="off"
            onKeyDown={(event) => {
              // Enter saves, as in any one-field form (the Save button sits outside the form, in the footer).
              if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                event.preventDefault();
                save();
              } else {
                event.continuePropagation();
              }
            }}
          />
          <CheckboxGroup
            label={t`Permissions`}
            options={resources.map((resource) => ({
              value: String(resource.id),
              label: i18n.locale === 'en' ? resource.enName : resource.name,
            }))}
            columns={COLLABORATION_PERMISSIONS_PER_ROW}
            showSelectAll
            value={selected}
            onChange={setSelected}
            isRequired
            isDisabled={locked}
            validationBehavior="aria"
            isInvalid={permissionError !== null}
            errorMessage={permissionError ?? undefined}
          />
        </Form>
      </Dialog>
    </Modal>
  );
}
