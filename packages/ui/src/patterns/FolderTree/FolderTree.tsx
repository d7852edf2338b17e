import { useLingui } from '@lingui/react/macro';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { IconButton } from '../../components/IconButton/IconButton.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../components/Menu/Menu.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Tree, type TreeNode } from '../../components/Tree/Tree.tsx';
import type { TreeKey } from '../../components/Tree/treeCheck.ts';
import { EditIcon, MoreIcon, PlusIcon, TrashIcon } from '../../icons/icons.tsx';
import * as styles from './FolderTree.css.ts';

/** A folder of the scene area as the folder tree call returns it (spec 3 "Folder"). */
export interface SceneFolder {
  id: TreeKey;
  /** At most 12 characters (`validateFolderName`); shown as given. */
  name: string;
  /** 0 scene folders, 1 download-area folders. */
  type?: 0 | 1;
  children?: readonly SceneFolder[];
}

/**
 * `browse`: the current folder and folder actions; `check`: tri-state checkboxes as well; `collaboration`: while
 * scenes are being assigned to a collaborator, folders show disabled checkboxes and a note saying why (spec 4).
 */
export const folderTreeModes = ['browse', 'check', 'collaboration'] as const;
export type FolderTreeMode = (typeof folderTreeModes)[number];

export interface FolderTreeProps {
  folders: readonly SceneFolder[];
  mode?: FolderTreeMode;
  /** Names the tree; defaults to the catalogue's "Scene folders". */
  'aria-label'?: string;
  /** Expanded folders (the nodes' `expand`). */
  expandedKeys?: Iterable<TreeKey>;
  defaultExpandedKeys?: Iterable<TreeKey>;
  onExpandedChange?: (keys: Set<TreeKey>) => void;
  /** The folder whose scenes are listed (the nodes' `active`); Enter or a click sets it. */
  activeKey?: TreeKey | null;
  defaultActiveKey?: TreeKey | null;
  onActiveChange?: (key: TreeKey) => void;
  /**
   * Checked folders in `check` mode (the nodes' `checked`). A parent is checked when all its sub-folders are and
   * partly checked (`partchecked`) when some are; the callback gets the full set with checked parents included.
   */
  checkedKeys?: Iterable<TreeKey>;
  defaultCheckedKeys?: Iterable<TreeKey>;
  onCheckedChange?: (keys: Set<TreeKey>) => void;
  /** "New folder" at the top (`null`) or "New sub-folder" in a folder's menu (its id). */
  onCreateFolder?: (parentId: TreeKey | null) => void;
  onRenameFolder?: (folder: SceneFolder) => void;
  onDeleteFolder?: (folder: SceneFolder) => void;
}

type FolderAction = 'create' | 'rename' | 'delete';

function toNodes(folders: readonly SceneFolder[], disabled: boolean): TreeNode[] {
  return folders.map((folder) => ({
    id: folder.id,
    label: folder.name,
    isDisabled: disabled || undefined,
    children: folder.children?.length ? toNodes(folder.children, disabled) : undefined,
  }));
}

function indexFolders(folders: readonly SceneFolder[], into = new Map<TreeKey, SceneFolder>()) {
  for (const folder of folders) {
    into.set(folder.id, folder);
    indexFolders(folder.children ?? [], into);
  }
  return into;
}

/**
 * The folder tree of the scene area: expand and collapse with the chevrons or the arrow keys, Enter opens a folder
 * (the active one, marked `aria-current`), Space ticks it in `check` mode. Each folder has a menu (Arrow Right from
 * the folder, or a click on "…") with new sub-folder, rename and delete; the pattern only reports them.
 */
export function FolderTree({
  folders,
  mode = 'browse',
  'aria-label': ariaLabel,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  onCreateFolder,
  onRenameFolder,
  onDeleteFolder,
  ...treeProps
}: FolderTreeProps) {
  const { t } = useLingui();
  const noteId = useId();
  const isCollaboration = mode === 'collaboration';
  const nodes = useMemo(() => toNodes(folders, isCollaboration), [folders, isCollaboration]);
  const byId = useMemo(() => indexFolders(folders), [folders]);
  const hasActions = !isCollaboration && Boolean(onCreateFolder ?? onRenameFolder ?? onDeleteFolder);

  const run = useCallback(
    (action: Key, folder: SceneFolder) => {
      if (action === 'create') onCreateFolder?.(folder.id);
      else if (action === 'rename') onRenameFolder?.(folder);
      else if (action === 'delete') onDeleteFolder?.(folder);
    },
    [onCreateFolder, onRenameFolder, onDeleteFolder],
  );

  const renderActions = useCallback(
    (node: TreeNode): ReactNode => {
      const folder = byId.get(node.id);
      if (!folder) return null;
      const available: FolderAction[] = [];
      if (onCreateFolder) available.push('create');
      if (onRenameFolder) available.push('rename');
      if (onDeleteFolder) available.push('delete');
      const name = folder.name;
      return (
        <MenuTrigger>
          {/* Reached with Arrow Right from its folder; the tree stays one tab stop. */}
          <IconButton
            size="small"
            excludeFromTabOrder
            label={t`Actions for ${name}`}
            icon={<MoreIcon size="small" />}
          />
          <Menu placement="bottom end" onAction={(action) => run(action, folder)}>
            {available.includes('create') ? (
              <MenuItem id="create" icon={<PlusIcon size="small" />}>
                {t`New sub-folder`}
              </MenuItem>
            ) : null}
            {available.includes('rename') ? (
              <MenuItem id="rename" icon={<EditIcon size="small" />}>
                {t`Rename`}
              </MenuItem>
            ) : null}
            {available.includes('delete') ? (
              <MenuItem id="delete" tone="critical" icon={<TrashIcon size="small" />}>
                {t`Delete`}
              </MenuItem>
            ) : null}
          </Menu>
        </MenuTrigger>
      );
    },
    [byId, onCreateFolder, onRenameFolder, onDeleteFolder, run, t],
  );

  return (
    <div className={styles.root}>
      {onCreateFolder && !isCollaboration ? (
        <div className={styles.toolbar}>
          <Button
            size="small"
            variant="outline"
            tone="neutral"
            icon={<PlusIcon size="small" />}
            onPress={() => onCreateFolder(null)}
          >
            {t`New folder`}
          </Button>
        </div>
      ) : null}
      {isCollaboration ? (
        <div id={noteId}>
          <InlineAlert tone="info" title={t`Folders cannot be assigned`}>
            {t`Only scenes can be given to a collaborator. Open a folder and tick its scenes in the list instead.`}
          </InlineAlert>
        </div>
      ) : null}
      <Tree
        {...treeProps}
        items={nodes}
        aria-label={ariaLabel ?? t`Scene folders`}
        aria-describedby={isCollaboration ? noteId : undefined}
        selectionMode={mode === 'browse' ? 'none' : 'multiple'}
        disabledBehavior="selection"
        expandedKeys={expandedKeys}
        defaultExpandedKeys={defaultExpandedKeys}
        onExpandedChange={onExpandedChange ? (keys) => onExpandedChange(new Set(keys)) : undefined}
        renderActions={hasActions ? renderActions : undefined}
        renderEmptyState={() => t`No folders yet`}
      />
    </div>
  );
}
