import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useSceneResources } from '@kankan/api';
import { MessageDialog, Stack, Text, type SceneListItem } from '@kankan/ui';

/** What each scene function lets a collaborator do, by the permission's key word (the server's resource list). */
const ALLOWS: Record<string, MessageDescriptor> = {
  logo: msg`Replace the logo shown in the scene.`,
  hotspot: msg`Add, change and remove the scene's hotspots.`,
  music: msg`Choose the music that plays while the scene is viewed.`,
  guide: msg`Record and change the guided tour through the scene.`,
  info: msg`Change the scene's name, description and contact details shown to viewers.`,
  measure: msg`Turn on measuring in the scene.`,
  mosaic: msg`Blur parts of the scene that should not be seen.`,
  view: msg`Set the view the scene opens with.`,
  delete: msg`Delete the scene.`,
  download: msg`Download the scene's data.`,
};

/**
 * A collaborator's view of a scene shared with them (spec 6): the scene functions the owner granted, each with what
 * it allows, and the ones not granted. The functions are used in the scene editor of the camera app
 * (docs/decisions.md); the site shows what is held.
 */
export function ScenePermissions({ scene, onClose }: { scene: SceneListItem; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const resources = useSceneResources(scene.sceneNum);
  if (resources.isPending) return null;
  const list = resources.data ?? [];
  const held = list.filter((resource) => resource.hasAuth);
  const name = scene.name;
  const owner = scene.cooperationUser ?? '';
  const nameOf = (resource: (typeof list)[number]) => (i18n.locale.startsWith('zh') ? resource.name : resource.enName);
  return (
    <MessageDialog
      isOpen
      title={t`Your permissions on “${name}”`}
      onOk={onClose}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <Stack space="medium">
        <Text as="p">
          {owner
            ? t`${owner} shared this scene with you. You may use these functions in the scene editor of the camera app:`
            : t`You may use these functions in the scene editor of the camera app:`}
        </Text>
        {held.length === 0 ? (
          <Text as="p" tone="muted">{t`No function has been granted to you on this scene.`}</Text>
        ) : (
          <dl>
            {held.map((resource) => {
              const allows = ALLOWS[resource.keyWord];
              return (
                <div key={resource.id}>
                  <dt>
                    <Text weight="semibold">{nameOf(resource)}</Text>
                  </dt>
                  <dd>
                    <Text tone="muted">{allows ? i18n._(allows) : t`Use this function of the scene.`}</Text>
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </Stack>
    </MessageDialog>
  );
}
