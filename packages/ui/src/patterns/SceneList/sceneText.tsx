import { useLingui } from '@lingui/react/macro';
import { SCENE_TYPE, type SceneListFlavour, type SceneTypeId, type SceneTypeName } from '@kankan/domain';
import { formatDate } from '@kankan/i18n';
import * as styles from './SceneList.css.ts';
import { sceneTypeMessages } from './sceneLabels.ts';
import type { SceneListItem } from './sceneListTypes.ts';

const typeNames = Object.fromEntries(
  Object.entries(SCENE_TYPE).map(([name, id]) => [id, name as SceneTypeName]),
) as Record<SceneTypeId, SceneTypeName>;

/**
 * A scene's facts as the table and the cover cards write them, in the current language. The person is the
 * collaborator in my own list and the owner in the collaborative one.
 */
export function useSceneText(flavour: SceneListFlavour, timeZone: string | undefined) {
  const { t, i18n } = useLingui();
  const person = (scene: SceneListItem) => scene.cooperationUser ?? t`None`;
  return {
    type: (scene: SceneListItem) => i18n._(sceneTypeMessages[typeNames[scene.type] ?? 'other']),
    created: (scene: SceneListItem) => formatDate(Date.parse(scene.createTime), { timeZone }),
    views: (scene: SceneListItem) => {
      const views = i18n.number(scene.viewCount);
      return t`${views} views`;
    },
    person,
    personHeading: flavour === 'own' ? t`Collaborator` : t`Owner`,
    personLine: (scene: SceneListItem) => {
      const who = person(scene);
      return flavour === 'own' ? t`Collaborator: ${who}` : t`Owner: ${who}`;
    },
  };
}

/** The scene code, and in the table also the camera; the narrower cards show only the code. */
export function SceneCodeLine({ scene, withCamera }: { scene: SceneListItem; withCamera: boolean }) {
  const { t } = useLingui();
  const code = scene.sceneNum;
  const sn = scene.sn;
  return (
    <span className={styles.meta}>
      <span className={styles.metaPart}>{t`Code ${code}`}</span>
      {withCamera ? (
        <>
          <span aria-hidden="true"> · </span>
          <span className={styles.metaPart}>{t`Camera ${sn}`}</span>
        </>
      ) : null}
    </span>
  );
}

/** Type, views and creation time on one line (parts wrap whole), as the cover cards and the table write them. */
export function SceneFactsLine({ scene, text }: { scene: SceneListItem; text: ReturnType<typeof useSceneText> }) {
  return (
    <span className={styles.meta}>
      <span className={styles.metaPart}>{text.type(scene)}</span>
      <span aria-hidden="true"> · </span>
      <span className={styles.metaPart}>{text.views(scene)}</span>
      <span aria-hidden="true"> · </span>
      <span className={styles.metaPart}>{text.created(scene)}</span>
    </span>
  );
}
