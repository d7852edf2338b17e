import { useLingui } from '@lingui/react/macro';
import { SCENE_ACTIONS } from '@kankan/domain';
import { GridList, GridListItem } from '../../components/GridList/GridList.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { SceneActions, sceneActionHandlers } from './SceneActions.tsx';
import { SceneCover } from './SceneCover.tsx';
import * as styles from './SceneCoverGrid.css.ts';
import * as listStyles from './SceneList.css.ts';
import { SceneListEmpty } from './SceneListEmpty.tsx';
import type { SceneCollectionProps } from './sceneListTypes.ts';
import { SceneStatusBadge } from './SceneStatusBadge.tsx';
import { SceneCodeLine, SceneFactsLine, useSceneText } from './sceneText.tsx';

export interface SceneCoverGridProps extends SceneCollectionProps {
  /** Scenes a page holds: while loading, as many placeholder cards are shown (eight at most). */
  pageSize: number;
}

/**
 * The scene list as a grid of cover cards: cover with status, name, code, type, views, creation time, collaborator
 * (or owner) and actions. Arrow keys move between cards and Tab into a card's buttons; Enter views the scene, Space
 * ticks it. "Select all" for the cards is in the bulk-actions bar.
 */
export function SceneCoverGrid({
  scenes,
  'aria-label': ariaLabel,
  flavour = 'own',
  actions = SCENE_ACTIONS,
  onSceneAction,
  selection,
  isLoading = false,
  searchKey,
  timeZone,
  pageSize,
}: SceneCoverGridProps) {
  const { t, i18n } = useLingui();
  const text = useSceneText(flavour, timeZone);
  const { act, open } = sceneActionHandlers(scenes, actions, flavour, onSceneAction);

  if (isLoading) {
    return (
      <div className={styles.loadingGrid} aria-busy="true">
        <VisuallyHidden>
          <span role="status">{t`Loading`}</span>
        </VisuallyHidden>
        {Array.from({ length: Math.min(pageSize, 8) }, (_, index) => (
          <div key={index} className={styles.loadingCard}>
            <Skeleton variant="block" />
            <div className={styles.loadingText}>
              <Skeleton lines={2} />
            </div>
          </div>
        ))}
      </div>
    );
  }

  return (
    <GridList
      aria-label={ariaLabel}
      items={scenes}
      columns={3}
      selectionMode={selection?.isEnabled ? 'multiple' : 'none'}
      selectedKeys={selection?.selectedKeys}
      onSelectionChange={selection?.onCollectionSelectionChange}
      disabledKeys={selection?.disabledKeys}
      disabledBehavior="selection"
      onAction={open}
      renderEmptyState={() => <SceneListEmpty flavour={flavour} searchKey={searchKey} />}
      dependencies={[flavour, timeZone, i18n.locale, onSceneAction, actions]}
    >
      {(scene) => (
        <GridListItem
          id={scene.sceneNum}
          textValue={scene.name}
          media={
            <span className={styles.coverMedia}>
              <SceneCover src={scene.cover} status={scene.status} />
              <span className={styles.coverBadge}>
                <SceneStatusBadge status={scene.status} size="small" />
              </span>
            </span>
          }
          header={<span className={listStyles.name}>{scene.name}</span>}
          footer={
            <>
              <span className={styles.person}>{text.personLine(scene)}</span>
              <SceneActions
                scene={scene}
                flavour={flavour}
                excludeFromTabOrder={false}
                offered={actions}
                onAction={(action) => act(action, scene)}
              />
            </>
          }
        >
          <span className={styles.cardMeta}>
            <SceneCodeLine scene={scene} withCamera={false} />
            <SceneFactsLine scene={scene} text={text} />
          </span>
        </GridListItem>
      )}
    </GridList>
  );
}
