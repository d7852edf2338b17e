import { useLingui } from '@lingui/react/macro';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useMemo, useState, type ReactNode, type Ref } from 'react';
import {
  Button,
  Collection,
  Tree as AriaTree,
  TreeItem,
  TreeItemContent,
  type Key,
  type TreeProps as AriaTreeProps,
} from 'react-aria-components';
import { ChevronRightIcon, FolderIcon, FolderOpenIcon } from '../../icons/icons.tsx';
import { SelectionCheckbox } from '../Table/SelectionCheckbox.tsx';
import * as styles from './Tree.css.ts';
import { applySelection, checkStates, checkedKeysOf, type TreeKey } from './treeCheck.ts';

export interface TreeNode {
  id: TreeKey;
  /** Plain text from the caller (a folder name); also used for type-ahead. */
  label: string;
  children?: readonly TreeNode[];
  isDisabled?: boolean;
}

export interface TreeProps extends Omit<
  AriaTreeProps<TreeNode>,
  | 'className'
  | 'style'
  | 'children'
  | 'items'
  | 'selectionMode'
  | 'selectionBehavior'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disabledKeys'
  | 'onAction'
  | 'renderEmptyState'
  | 'dragAndDropHooks'
> {
  items: readonly TreeNode[];
  /** `multiple` shows tri-state checkboxes: a parent is checked when all its children are, partly when some are. */
  selectionMode?: 'none' | 'multiple';
  /** Checked keys (controlled). Parents are derived from their children; partly checked parents are not included. */
  checkedKeys?: Iterable<TreeKey>;
  defaultCheckedKeys?: Iterable<TreeKey>;
  /** The new checked set in normal form (fully checked parents included). */
  onCheckedChange?: (keys: Set<TreeKey>) => void;
  /** The current item (e.g. the folder whose scenes are listed), set by Enter or a click; distinct from checking. */
  activeKey?: TreeKey | null;
  defaultActiveKey?: TreeKey | null;
  onActiveChange?: (key: TreeKey) => void;
  /** Show folder icons (open when expanded). Default true. */
  folderIcons?: boolean;
  /** Shown when there are no items; defaults to the catalogue's "No data". */
  renderEmptyState?: () => ReactNode;
  /**
   * Buttons at the end of an item (e.g. a menu of folder actions). Arrow Right moves into them from an expanded or
   * leaf item, Arrow Left back; they are not reached by Tab.
   */
  renderActions?: (node: TreeNode) => ReactNode;
  ref?: Ref<HTMLDivElement>;
}

function disabledKeysOf(nodes: readonly TreeNode[]): TreeKey[] {
  return nodes.flatMap((node) => [...(node.isDisabled ? [node.id] : []), ...disabledKeysOf(node.children ?? [])]);
}

/**
 * A folder tree: expand and collapse with the chevrons or the arrow keys, Enter makes an item the current one,
 * Space checks it when `selectionMode="multiple"`.
 */
export function Tree({
  items,
  selectionMode = 'none',
  checkedKeys,
  defaultCheckedKeys = [],
  onCheckedChange,
  activeKey,
  defaultActiveKey = null,
  onActiveChange,
  folderIcons = true,
  renderEmptyState,
  renderActions,
  ...props
}: TreeProps) {
  const { t } = useLingui();
  const [ownChecked, setOwnChecked] = useState<Set<TreeKey>>(() => checkedKeysOf(items, defaultCheckedKeys));
  const [ownActive, setOwnActive] = useState<TreeKey | null>(defaultActiveKey);
  const checked = useMemo(
    () => (checkedKeys === undefined ? ownChecked : checkedKeysOf(items, checkedKeys)),
    [checkedKeys, ownChecked, items],
  );
  const states = useMemo(() => checkStates(items, checked), [items, checked]);
  const current = activeKey === undefined ? ownActive : activeKey;

  const onSelectionChange = (selection: 'all' | Set<Key>) => {
    const next = applySelection(items, checked, selection);
    if (checkedKeys === undefined) setOwnChecked(next);
    onCheckedChange?.(next);
  };
  const onAction = (key: Key) => {
    if (activeKey === undefined) setOwnActive(key);
    onActiveChange?.(key);
  };

  // Dynamic collections re-render an item only when its object or a dependency changes.
  const dependencies = [current, states, selectionMode, folderIcons, renderActions, t];

  const renderNode = (node: TreeNode): ReactNode => {
    const isActive = node.id === current;
    return (
      <TreeItem
        id={node.id}
        textValue={node.label}
        className={isActive ? `${styles.item} ${styles.active}` : styles.item}
        style={({ level }) => assignInlineVars({ [styles.level]: String(level) })}
        data-active={isActive || undefined}
        ref={(row: HTMLDivElement | null) => {
          // React Aria does not forward aria-current; the current item is announced through it.
          if (!row) return;
          if (isActive) row.setAttribute('aria-current', 'true');
          else row.removeAttribute('aria-current');
        }}
      >
        <TreeItemContent>
          {({ isExpanded, hasChildItems }) => (
            <span className={styles.content}>
              {hasChildItems ? (
                <Button slot="chevron" className={styles.chevron} aria-label={isExpanded ? t`Collapse` : t`Expand`}>
                  <ChevronRightIcon
                    size="small"
                    className={isExpanded ? `${styles.chevronIcon} ${styles.chevronExpanded}` : styles.chevronIcon}
                  />
                </Button>
              ) : (
                <span className={styles.spacer} />
              )}
              {selectionMode === 'multiple' ? (
                <span className={styles.checkbox}>
                  <SelectionCheckbox isIndeterminate={states.get(node.id) === 'indeterminate'} />
                </span>
              ) : null}
              {folderIcons ? (
                isExpanded && hasChildItems ? (
                  <FolderOpenIcon size="small" className={styles.folderIcon} />
                ) : (
                  <FolderIcon size="small" className={styles.folderIcon} />
                )
              ) : null}
              <span className={styles.label}>{node.label}</span>
              {renderActions ? <span className={styles.actions}>{renderActions(node)}</span> : null}
            </span>
          )}
        </TreeItemContent>
        <Collection items={node.children ?? []} dependencies={dependencies}>
          {renderNode}
        </Collection>
      </TreeItem>
    );
  };

  return (
    <AriaTree
      {...props}
      items={items}
      dependencies={dependencies}
      className={styles.tree}
      selectionMode={selectionMode}
      selectionBehavior="toggle"
      selectedKeys={checked}
      onSelectionChange={onSelectionChange}
      disabledKeys={disabledKeysOf(items)}
      onAction={onAction}
      renderEmptyState={() => <div className={styles.empty}>{renderEmptyState ? renderEmptyState() : t`No data`}</div>}
    >
      {renderNode}
    </AriaTree>
  );
}
