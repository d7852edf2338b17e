import { useDeleteSceneCooperation, useSaveSceneCooperation, useSceneResources } from '@kankan/api';
import { SESSION_EXPIRED_CODE, clientMessage } from '@kankan/i18n';
import { InviteCollaboratorDialog, type SceneListItem } from '@kankan/ui';
import { useSession, useSite } from '../../../app/SiteContext.tsx';
import { codeOf } from '../accountErrors.ts';

/** Invite a collaborator to one scene, or cancel the one it has; the permissions are the scene's own offer. */
export function SceneCollaboration({ scene, onClose }: { scene: SceneListItem; onClose: () => void }) {
  const { name: ownUserName } = useSession();
  const { notify } = useSite();
  const resources = useSceneResources(scene.sceneNum);
  const save = useSaveSceneCooperation();
  const cancel = useDeleteSceneCooperation();
  if (!resources.data) return null;
  const serverCode = codeOf(save.error);
  return (
    <InviteCollaboratorDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      target={{ kind: 'scene', name: scene.name }}
      resources={resources.data}
      ownUserName={ownUserName ?? ''}
      existingCollaborator={scene.cooperationUser}
      isPending={save.isPending || cancel.isPending}
      serverError={serverCode === null ? null : { code: serverCode }}
      onSave={({ userName, resourceIds }) =>
        save.mutate(
          { body: { userName, resourceIds: resourceIds.join(','), sceneNum: scene.sceneNum } },
          {
            onSuccess: () => {
              notify({ tone: 'positive', title: clientMessage('collaboratorAdded') });
              onClose();
            },
            onError: (error) => {
              // Spec 7.5: a lapsed session (3004) only closes the dialog; the site logs out as for any call.
              if (codeOf(error) === SESSION_EXPIRED_CODE) onClose();
            },
          },
        )
      }
      onCancelCollaboration={() =>
        cancel.mutate(
          { body: { sceneNum: scene.sceneNum } },
          {
            onSuccess: () => {
              notify({ tone: 'positive', title: clientMessage('collaboratorCancelled') });
              onClose();
            },
          },
        )
      }
    />
  );
}
