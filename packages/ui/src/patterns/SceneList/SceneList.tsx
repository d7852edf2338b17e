import { Plural, useLingui } from '@lingui/react/macro';
import {
  ARCHIVE_RETENTION_YEARS,
  SCENE_ACTIONS,
  SCENE_TYPE,
  sceneActionBlocks,
  selectableScenes,
  type SceneAction,
  type SceneActionBlock,
  type SceneListFlavour,
  type SceneStatus,
  type SceneTypeId,
  type SceneTypeName,
} from '@kankan/domain';
import { formatDate, messageForCode } from '@kankan/i18n';
import { useState, type ReactNode } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { GridList, GridListItem } from '../../components/GridList/GridList.tsx';
import { IconButton } from '../../components/IconButton/IconButton.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../components/Menu/Menu.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { EditIcon, EyeIcon, MoreIcon, SceneIcon, TrashIcon } from '../../icons/index.ts';
import { SceneCover } from './SceneCover.tsx';
import * as styles from './SceneList.css.ts';
import {
  sceneActionMessages,
  sceneBlockMessages,
  sceneStatusMessages,
  sceneStatusTones,
  sceneTypeMessages,
} from './sceneLabels.ts';

/** A scene as the scene list returns it (spec 3 "Scene"); `createTime` is an RFC 3339 date-time. */
export interface SceneListItem {
  /** The scene code; the row's key. */
  sceneNum: string;
  name: string;
  /** Serial number of the camera that shot it. */
  sn: string;
  type: SceneTypeId;
  viewCount: number;
  createTime: string;
  /** My scenes: the collaborator, if any. Collaborative scenes: the owner. */
  cooperationUser: string | null;
  status: SceneStatus;
  /** The cover image address; a neutral drawing stands in without one. */
  cover?: string | null;
}

export const sceneListViews = ['list', 'cover'] as const;
export type SceneListView = (typeof sceneListViews)[number];

export interface SceneListProps {
  scenes: readonly SceneListItem[];
  /** `list`: a table; `cover`: a grid of cover cards. Default `list`. */
  view?: SceneListView;
  /** `own` (my scenes) or `cooperation` (scenes shared with me: the owner is shown, nothing can be selected). */
  flavour?: SceneListFlavour;
  /** Names the list; defaults to "My scenes" or "Collaborative scenes". */
  'aria-label'?: string;
  /** Ticked scene codes (controlled). Only normal scenes of my own list can be ticked. */
  selectedKeys?: Iterable<string>;
  defaultSelectedKeys?: Iterable<string>;
  onSelectionChange?: (keys: Set<string>) => void;
  /**
   * The actions offered on each scene (default all). A camera (device) login, for example, is offered only rename
   * and delete: actions it may not use are not shown at all.
   */
  actions?: readonly SceneAction[];
  /** A row or card action; only called for actions the scene's state allows (spec 4). */
  onSceneAction?: (action: SceneAction, scene: SceneListItem) => void;
  /** Bulk actions on the ticked scenes; each shows a button when given. */
  onMoveSelected?: (sceneNums: string[]) => void;
  /** Invite one collaborator to every ticked scene (only normal scenes can be ticked). */
  onCollaborateSelected?: (sceneNums: string[]) => void;
  onDeleteSelected?: (sceneNums: string[]) => void;
  /** Shown in the archived-scenes notice: buy or upgrade capacity. */
  onExpandCapacity?: () => void;
  /** Scenes matching the current filters across all pages (`listTotal`). */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange?: (page: number) => void;
  isLoading?: boolean;
  /** The search that gave an empty result, for the empty message. */
  searchKey?: string;
  /** IANA time zone of the dates; the browser's own by default. */
  timeZone?: string;
}

const typeNames = Object.fromEntries(
  Object.entries(SCENE_TYPE).map(([name, id]) => [id, name as SceneTypeName]),
) as Record<SceneTypeId, SceneTypeName>;

/** The scene's status as a badge with a dot; the colour only supports the words. */
export function SceneStatusBadge({ status, size }: { status: SceneStatus; size?: 'small' | 'medium' }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={sceneStatusTones[status]} size={size} dot>
      {i18n._(sceneStatusMessages[status])}
    </Badge>
  );
}

const MENU_ACTIONS = [
  'share',
  'download',
  'rename',
  'move',
  'collaborate',
  'delete',
] as const satisfies readonly SceneAction[];

interface SceneActionsProps {
  scene: SceneListItem;
  /**
   * In the table the buttons are reached with the arrow keys, so they stay out of the Tab order (the table is one
   * tab stop); in the cover grid Tab moves into a card, so they stay in it.
   */
  excludeFromTabOrder: boolean;
  blocks: Record<SceneAction, SceneActionBlock | null>;
  offered: readonly SceneAction[];
  onAction: (action: SceneAction) => void;
}

/** View and Edit as buttons, the rest in a menu; unavailable ones are disabled and the menu says why. */
function SceneActions({ scene, excludeFromTabOrder, blocks, offered, onAction }: SceneActionsProps) {
  const { t, i18n } = useLingui();
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

/**
 * The scene list of the account area in two views: a table (`list`) or cover cards (`cover`). Each scene shows its
 * cover, name, code and camera, type, views, creation time, collaborator (or owner) and status. The rules of spec 4
 * come from `@kankan/domain`: calculating, failed and archived scenes cannot be ticked, moved or given to a
 * collaborator; archived scenes cannot be viewed, edited, shared or deleted, and a notice explains how to unseal
 * them. "Select all" ticks only the scenes that can be ticked. Enter on a row or card views the scene; Space ticks it.
 */
export function SceneList({
  scenes,
  view = 'list',
  flavour = 'own',
  'aria-label': ariaLabel,
  actions = SCENE_ACTIONS,
  selectedKeys,
  defaultSelectedKeys = [],
  onSelectionChange,
  onSceneAction,
  onMoveSelected,
  onCollaborateSelected,
  onDeleteSelected,
  onExpandCapacity,
  total,
  page,
  pageSize,
  onPageChange,
  isLoading = false,
  searchKey,
  timeZone,
}: SceneListProps) {
  const { t, i18n } = useLingui();
  const [ownSelection, setOwnSelection] = useState<Set<string>>(() => new Set(defaultSelectedKeys));
  const selectable = selectableScenes(scenes, flavour).map((scene) => scene.sceneNum);
  const selectableSet = new Set(selectable);
  const selected = new Set([...(selectedKeys ?? ownSelection)].filter((key) => selectableSet.has(key)));
  const canSelect = flavour === 'own' && !isLoading;
  const disabledKeys = scenes.filter((scene) => !selectableSet.has(scene.sceneNum)).map((scene) => scene.sceneNum);
  const label = ariaLabel ?? (flavour === 'own' ? t`My scenes` : t`Collaborative scenes`);
  const archivedCount = isLoading ? 0 : scenes.filter((scene) => scene.status === 'archived').length;
  const hasBulk =
    canSelect && scenes.length > 0 && Boolean(onMoveSelected ?? onCollaborateSelected ?? onDeleteSelected);

  const setSelection = (next: Set<string>) => {
    if (selectedKeys === undefined) setOwnSelection(next);
    onSelectionChange?.(next);
  };
  const onCollectionSelection = (keys: Selection) =>
    setSelection(
      keys === 'all' ? new Set(selectable) : new Set([...keys].map(String).filter((k) => selectableSet.has(k))),
    );

  const act = (action: SceneAction, scene: SceneListItem) => {
    if (!actions.includes(action)) return;
    if (sceneActionBlocks(scene.status, flavour)[action] === null) onSceneAction?.(action, scene);
  };
  const openScene = (key: Key) => {
    const scene = scenes.find((item) => item.sceneNum === key);
    if (scene) act('view', scene);
  };

  const typeLabel = (scene: SceneListItem) => {
    const name = typeNames[scene.type];
    return i18n._(sceneTypeMessages[name ?? 'other']);
  };
  const created = (scene: SceneListItem) => formatDate(Date.parse(scene.createTime), { timeZone });
  const viewsText = (scene: SceneListItem) => {
    const views = i18n.number(scene.viewCount);
    return t`${views} views`;
  };
  const person = (scene: SceneListItem) => scene.cooperationUser ?? t`None`;
  const personHeading = flavour === 'own' ? t`Collaborator` : t`Owner`;
  const personLine = (scene: SceneListItem) => {
    const who = person(scene);
    return flavour === 'own' ? t`Collaborator: ${who}` : t`Owner: ${who}`;
  };

  const empty = (
    <EmptyState
      icon={<SceneIcon size="large" />}
      headingLevel={3}
      title={
        searchKey
          ? t`No scenes match “${searchKey}”`
          : flavour === 'own'
            ? t`No scenes yet`
            : t`No collaborative scenes`
      }
      description={
        searchKey
          ? t`Check the spelling, or search by another field.`
          : flavour === 'own'
            ? t`Scenes you shoot with your camera appear here after they are uploaded.`
            : t`Scenes that other accounts share with you appear here.`
      }
    />
  );

  // The table shows the scene code and the camera; the narrower cards only the code.
  const codeLine = (scene: SceneListItem, withCamera: boolean) => {
    const code = scene.sceneNum;
    const sn = scene.sn;
    return (
      <span className={styles.meta}>
        <span>{t`Code ${code}`}</span>
        {withCamera ? (
          <>
            <span aria-hidden="true"> · </span>
            <span>{t`Camera ${sn}`}</span>
          </>
        ) : null}
      </span>
    );
  };

  let body: ReactNode;
  if (view === 'list') {
    body = (
      <Table
        aria-label={label}
        isLoading={isLoading}
        selectionMode={canSelect ? 'multiple' : 'none'}
        selectedKeys={selected}
        onSelectionChange={onCollectionSelection}
        disabledKeys={disabledKeys}
        disabledBehavior="selection"
        onRowAction={openScene}
      >
        <TableHeader>
          <Column isRowHeader>{t`Scene`}</Column>
          <Column>{t`Type`}</Column>
          <Column align="end">{t`Views`}</Column>
          <Column align="end">{t`Created`}</Column>
          <Column>{personHeading}</Column>
          <Column>{t`Status`}</Column>
          <Column align="end">
            <VisuallyHidden>{t`Actions`}</VisuallyHidden>
          </Column>
        </TableHeader>
        <TableBody
          items={scenes}
          renderEmptyState={() => empty}
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
                    <span className={styles.name}>{scene.name}</span>
                    {codeLine(scene, true)}
                  </span>
                </span>
              </Cell>
              <Cell>
                <span className={styles.nowrap}>{typeLabel(scene)}</span>
              </Cell>
              <Cell align="end">
                <span className={styles.nowrap}>{i18n.number(scene.viewCount)}</span>
              </Cell>
              <Cell align="end">
                <span className={styles.nowrap}>{created(scene)}</span>
              </Cell>
              <Cell>
                {/* User names are 2-11 characters: one line. */}
                <span className={styles.nowrap}>{person(scene)}</span>
              </Cell>
              <Cell>
                <span className={styles.nowrap}>
                  <SceneStatusBadge status={scene.status} />
                </span>
              </Cell>
              <Cell align="end">
                <SceneActions
                  scene={scene}
                  excludeFromTabOrder
                  blocks={sceneActionBlocks(scene.status, flavour)}
                  offered={actions}
                  onAction={(action) => act(action, scene)}
                />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    );
  } else if (isLoading) {
    body = (
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
  } else {
    body = (
      <GridList
        aria-label={label}
        items={scenes}
        columns={4}
        selectionMode={canSelect ? 'multiple' : 'none'}
        selectedKeys={selected}
        onSelectionChange={onCollectionSelection}
        disabledKeys={disabledKeys}
        disabledBehavior="selection"
        onAction={openScene}
        renderEmptyState={() => empty}
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
            header={<span className={styles.name}>{scene.name}</span>}
            footer={
              <>
                <span className={styles.person}>{personLine(scene)}</span>
                <SceneActions
                  scene={scene}
                  excludeFromTabOrder={false}
                  blocks={sceneActionBlocks(scene.status, flavour)}
                  offered={actions}
                  onAction={(action) => act(action, scene)}
                />
              </>
            }
          >
            <span className={styles.cardMeta}>
              {codeLine(scene, false)}
              <span className={styles.meta}>
                {typeLabel(scene)}
                <span aria-hidden="true"> · </span>
                {viewsText(scene)}
                <span aria-hidden="true"> · </span>
                {created(scene)}
              </span>
            </span>
          </GridListItem>
        )}
      </GridList>
    );
  }

  const count = selected.size;
  const allState = count === 0 ? 'none' : count === selectable.length ? 'all' : 'some';
  const years = ARCHIVE_RETENTION_YEARS;

  return (
    <div className={styles.root}>
      {archivedCount > 0 ? (
        <InlineAlert
          tone="caution"
          title={
            flavour === 'own' ? (
              <Plural
                value={archivedCount}
                one="# scene is archived: it cannot be viewed, edited, shared or deleted"
                other="# scenes are archived: they cannot be viewed, edited, shared or deleted"
              />
            ) : (
              <Plural
                value={archivedCount}
                one="# scene is archived by its owner"
                other="# scenes are archived by their owners"
              />
            )
          }
          action={
            flavour === 'own' && onExpandCapacity ? (
              <Button size="small" variant="outline" tone="neutral" onPress={onExpandCapacity}>
                {t`Expand capacity`}
              </Button>
            ) : undefined
          }
        >
          {flavour === 'own' ? (
            <>
              {t`Scenes are archived when cloud capacity expires or runs out, the newest first. To unseal them, buy or upgrade capacity until it covers all your scene data, bind a camera that has a membership, or delete other scenes (deleting cannot be undone).`}{' '}
              <Plural
                value={years}
                one="Archived data is kept for # year."
                other="Archived data is kept for # years."
              />
            </>
          ) : (
            t`They are unavailable until the owner unseals them.`
          )}
        </InlineAlert>
      ) : null}
      {hasBulk ? (
        <div className={styles.toolbar} role="toolbar" aria-label={t`Selected scenes`}>
          {view === 'cover' ? (
            <Checkbox
              isSelected={allState === 'all'}
              isIndeterminate={allState === 'some'}
              isDisabled={selectable.length === 0}
              onChange={(value) => setSelection(value ? new Set(selectable) : new Set())}
            >
              {t`Select all`}
            </Checkbox>
          ) : null}
          <span className={styles.selectedCount} aria-live="polite">
            {t`${count} selected`}
          </span>
          {onMoveSelected ? (
            <Button
              size="small"
              variant="outline"
              tone="neutral"
              isDisabled={count === 0}
              onPress={() => onMoveSelected([...selected])}
            >
              {t`Move to folder`}
            </Button>
          ) : null}
          {onCollaborateSelected ? (
            <Button
              size="small"
              variant="outline"
              tone="neutral"
              isDisabled={count === 0}
              onPress={() => onCollaborateSelected([...selected])}
            >
              {t`Invite a collaborator`}
            </Button>
          ) : null}
          {onDeleteSelected ? (
            <Button
              size="small"
              variant="outline"
              tone="critical"
              isDisabled={count === 0}
              onPress={() => onDeleteSelected([...selected])}
            >
              {t`Delete`}
            </Button>
          ) : null}
        </div>
      ) : null}
      {body}
      {!isLoading && total > 0 ? (
        <div className={styles.pagination}>
          <Pagination total={total} pageSize={pageSize} page={page} onPageChange={onPageChange} />
        </div>
      ) : null}
    </div>
  );
}
