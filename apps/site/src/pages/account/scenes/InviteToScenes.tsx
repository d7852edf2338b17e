import { useLingui } from '@lingui/react/macro';
import { isApiError, useSaveSceneCooperation, useSceneResourceList } from '@kankan/api';
import { SESSION_EXPIRED_CODE, clientMessage } from '@kankan/i18n';
import { InviteCollaboratorDialog } from '@kankan/ui';
import { useState } from 'react';
import { useSession, useSite } from '../../../app/SiteContext.tsx';

/** Refusals that belong to one scene: the others go on. 3022/3026 already shared, 5015 not mine, 5014 no access. */
const PER_SCENE_CODES = new Set([3022, 3026, 5014, 5015]);

export interface InviteOutcome {
  invited: string[];
  refused: { name: string; code: number }[];
}

/**
 * Invites one collaborator to several scenes: the same user name and permissions, saved scene by scene so that each
 * refusal is told with its scene (a scene that already has a collaborator, 3022, does not stop the others). A
 * refusal that no scene can pass (inviting yourself 3024, an unknown user 3015) stops at the first scene and is
 * shown at the user name.
 */
export function InviteToScenes({
  scenes,
  onClose,
}: {
  scenes: readonly { sceneNum: string; name: string }[];
  onClose: (outcome: InviteOutcome | null) => void;
}) {
  const { t } = useLingui();
  const { name: ownUserName } = useSession();
  const { notify } = useSite();
  const resources = useSceneResourceList();
  const save = useSaveSceneCooperation();
  const [isPending, setPending] = useState(false);
  const [stopCode, setStopCode] = useState<number | null>(null);
  if (!resources.data) return null;
  const count = scenes.length;
  const names = scenes.map((scene) => scene.name).join(', ');

  const run = async (userName: string, resourceIds: string) => {
    setPending(true);
    setStopCode(null);
    const outcome: InviteOutcome = { invited: [], refused: [] };
    for (const scene of scenes) {
      try {
        await save.mutateAsync({ body: { userName, resourceIds, sceneNum: scene.sceneNum } });
        outcome.invited.push(scene.name);
      } catch (error) {
        const code = isApiError(error) ? error.code : 3002;
        if (code === SESSION_EXPIRED_CODE) {
          onClose(null);
          return;
        }
        if (!PER_SCENE_CODES.has(code)) {
          setPending(false);
          if (outcome.invited.length === 0) {
            setStopCode(code);
            return;
          }
          outcome.refused.push({ name: scene.name, code });
          break;
        }
        outcome.refused.push({ name: scene.name, code });
      }
    }
    setPending(false);
    if (outcome.refused.length === 0) notify({ tone: 'positive', title: clientMessage('collaboratorAdded') });
    onClose(outcome);
  };

  return (
    <InviteCollaboratorDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose(null);
      }}
      target={{ kind: 'scene', name: t`${count} scenes: ${names}` }}
      resources={resources.data.include}
      ownUserName={ownUserName ?? ''}
      isPending={isPending}
      serverError={stopCode === null ? null : { code: stopCode }}
      onSave={({ userName, resourceIds }) => void run(userName, resourceIds.join(','))}
      onCancelCollaboration={() => onClose(null)}
    />
  );
}
