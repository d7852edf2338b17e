import { useLingui } from '@lingui/react/macro';
import { SCENE_ACTIONS } from '@kankan/domain';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { SceneActions, sceneActionHandlers } from './SceneActions.tsx';
import { SceneCover } from './SceneCover.tsx';
import * as listStyles from './SceneList.css.ts';
import { SceneListEmpty } from './SceneListEmpty.tsx';
import type { SceneCollectionProps } from './sceneListTypes.ts';
import { SceneStatusBadge } from './SceneStatusBadge.tsx';
import * as styles from './SceneTable.css.ts';
import { SceneCodeLine, SceneFactsLine, useSceneText } from './sceneText.tsx';

export type SceneTableProps = SceneCollectionProps;

/**
 * The scene list as a table: cover and name with code and camera, then type, views and creation time on lines under
 * the name (the account area leaves the list too narrow for a column each), collaborator (or owner), status and
 * actions. The table is one tab stop: arrow keys move between rows and into a row's buttons,
 * Enter views the scene, Space ticks it; the header checkbox ticks every scene that can be ticked.
 */
export function SceneTable({
  scenes,
  'aria-label': ariaLabel,
  flavour = 'own',
  actions = SCENE_ACTIONS,
  onSceneAction,
  selection,
  isLoading = false,
  searchKey,
  timeZone,
}: SceneTableProps) {
  const { t, i18n } = useLingui();
  const text = useSceneText(flavour, timeZone);
  const { act, open } = sceneActionHandlers(scenes, actions, flavour, onSceneAction);
  return (
    <Table
      aria-label={ariaLabel}
      isLoading={isLoading}
      selectionMode={selection?.isEnabled && !isLoading ? 'multiple' : 'none'}
      selectedKeys={selection?.selectedKeys}
      onSelectionChange={selection?.onCollectionSelectionChange}
      disabledKeys={selection?.disabledKeys}
      disabledBehavior="selection"
      onRowAction={open}
    >
      <TableHeader>
        <Column isRowHeader>{t`Scene`}</Column>
        <Column>{text.personHeading}</Column>
        <Column>{t`Status`}</Column>
        <Column align="end">
          <VisuallyHidden>{t`Actions`}</VisuallyHidden>
        </Column>
      </TableHeader>
      <TableBody
        items={scenes}
        renderEmptyState={() => <SceneListEmpty flavour={flavour} searchKey={searchKey} />}
        dependencies={[flavour, timeZone, i18n.locale, onSceneAction, actions]}
      >
        {(scene) => (
          <Row id={scene.sceneNum} textValue={scene.name}>
            <Cell>
              <span className={styles.sceneCell}>
                <span className={styles.thumb}>
                  <SceneCover src={scene.cover} status={scene.status} />
                </span>
                <span className={styles.sceneText}>
                  <span className={listStyles.name}>{scene.name}</span>
                  <SceneCodeLine scene={scene} withCamera />
                  <SceneFactsLine scene={scene} text={text} />
                </span>
              </span>
            </Cell>
            <Cell>
              {/* User names are 2-11 characters: one line. */}
              <span className={styles.nowrap}>{text.person(scene)}</span>
            </Cell>
            <Cell>
              <span className={styles.nowrap}>
                <SceneStatusBadge status={scene.status} />
              </span>
            </Cell>
            <Cell align="end">
              <SceneActions
                scene={scene}
                flavour={flavour}
                excludeFromTabOrder
                offered={actions}
                onAction={(action) => act(action, scene)}
              />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
