import {
  isApiError,
  useCameraSceneResources,
  useDeleteCameraCooperation,
  useSaveCameraCooperation,
  type components,
} from '@kankan/api';
import { clientMessage } from '@kankan/i18n';
import { InviteCollaboratorDialog } from '@kankan/ui';
import { useSession, useSite } from '../../../app/SiteContext.tsx';

type Camera = components['schemas']['CameraWithIncrement'];

/** The invite dialog of one camera: its permission resources are fetched while it is open. */
export function CameraCollaboratorDialog({ camera, onClose }: { camera: Camera; onClose: () => void }) {
  const session = useSession();
  const { notify } = useSite();
  const resources = useCameraSceneResources(camera.id);
  const save = useSaveCameraCooperation();
  const cancel = useDeleteCameraCooperation();
  return (
    <InviteCollaboratorDialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      target={{ kind: 'camera', name: camera.childName }}
      resources={resources.data ?? []}
      ownUserName={session.name ?? ''}
      existingCollaborator={camera.cooperationUser ?? null}
      isPending={save.isPending || cancel.isPending}
      onSave={({ userName, resourceIds }) =>
        save.mutate(
          { body: { userName, resourceIds: resourceIds.join(','), cameraId: camera.id } },
          {
            onSuccess: () => {
              notify({ tone: 'positive', title: clientMessage('collaboratorAdded') });
              onClose();
            },
            onError: (error) => {
              // The session-expired flow has already taken over; the dialog only closes (spec 7.5).
              if (isApiError(error) && error.code === 3004) onClose();
            },
          },
        )
      }
      onCancelCollaboration={() =>
        cancel.mutate(
          { body: { cameraId: camera.id } },
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
