import { useLingui } from '@lingui/react/macro';
import { sceneActionBlocks, type SceneAction, type SceneActionBlock, type SceneListFlavour } from '@kankan/domain';
import { messageForCode } from '@kankan/i18n';
import type { Key } from 'react-aria-components';
import { IconButton } from '../../components/IconButton/IconButton.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../components/Menu/Menu.tsx';
import { EditIcon, EyeIcon, MoreIcon, TrashIcon } from '../../icons/icons.tsx';
import * as styles from './SceneActions.css.ts';
import { sceneActionMessages, sceneBlockMessages } from './sceneLabels.ts';
import type { SceneListItem } from './sceneListTypes.ts';

const MENU_ACTIONS = [
  'share',
  'download',
  'rename',
  'move',
  'collaborate',
  'delete',
] as const satisfies readonly SceneAction[];

/**
 * Handlers for a page's scenes: `act` hands on an action only when it is offered and the scene's state allows it
 * (spec 4), so that a blocked action is never reported however it was asked for; `open` views the scene of a row or
 * card (Enter, or a press on it).
 */
export function sceneActionHandlers(
  scenes: readonly SceneListItem[],
  offered: readonly SceneAction[],
  flavour: SceneListFlavour,
  onSceneAction: ((action: SceneAction, scene: SceneListItem) => void) | undefined,
) {
  const act = (action: SceneAction, scene: SceneListItem) => {
    if (!offered.includes(action)) return;
    if (sceneActionBlocks(scene.status, flavour)[action] === null) onSceneAction?.(action, scene);
  };
  const open = (key: Key) => {
    const scene = scenes.find((item) => item.sceneNum === key);
    if (scene) act('view', scene);
  };
  return { act, open };
}

export interface SceneActionsProps {
  scene: SceneListItem;
  flavour: SceneListFlavour;
  /**
   * In the table the buttons are reached with the arrow keys, so they stay out of the Tab order (the table is one
   * tab stop); in the cover grid Tab moves into a card, so they stay in it.
   */
  excludeFromTabOrder: boolean;
  offered: readonly SceneAction[];
  onAction: (action: SceneAction) => void;
}

/** View and Edit as buttons, the rest in a menu; unavailable ones are disabled and the menu says why. */
export function SceneActions({ scene, flavour, excludeFromTabOrder, offered, onAction }: SceneActionsProps) {
  const { t, i18n } = useLingui();
  const blocks = sceneActionBlocks(scene.status, flavour);
  const reason = (block: SceneActionBlock | null): string | undefined =>
    block === null ? undefined : block === 'archivedDelete' ? messageForCode(5008) : i18n._(sceneBlockMessages[block]);
  const name = scene.name;
  const menuActions = MENU_ACTIONS.filter((action) => offered.includes(action));
  return (
    <div className={styles.actions}>
      {offered.includes('view') ? (
        <IconButton
          size="small"
          excludeFromTabOrder={excludeFromTabOrder}
          label={t`View ${name}`}
          icon={<EyeIcon size="small" />}
          isDisabled={blocks.view !== null}
          onPress={() => onAction('view')}
        />
      ) : null}
      {offered.includes('edit') ? (
        <IconButton
          size="small"
          excludeFromTabOrder={excludeFromTabOrder}
          label={t`Edit ${name}`}
          icon={<EditIcon size="small" />}
          isDisabled={blocks.edit !== null}
          onPress={() => onAction('edit')}
        />
      ) : null}
      {menuActions.length > 0 ? (
        <MenuTrigger>
          <IconButton
            size="small"
            excludeFromTabOrder={excludeFromTabOrder}
            label={t`More actions for ${name}`}
            icon={<MoreIcon size="small" />}
          />
          <Menu
            placement="bottom end"
            disabledKeys={menuActions.filter((action) => blocks[action] !== null)}
            onAction={(action: Key) => onAction(action as SceneAction)}
          >
            {menuActions.map((action) => (
              <MenuItem
                key={action}
                id={action}
                tone={action === 'delete' ? 'critical' : 'neutral'}
                icon={action === 'delete' ? <TrashIcon size="small" /> : undefined}
                description={reason(blocks[action])}
              >
                {i18n._(sceneActionMessages[action])}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
      ) : null}
    </div>
  );
}
