import { Plural, useLingui } from '@lingui/react/macro';
import { ARCHIVE_RETENTION_YEARS, SCENE_ACTIONS, type SceneAction, type SceneListFlavour } from '@kankan/domain';
import { Button } from '../../components/Button/Button.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { SceneBulkBar } from './SceneBulkBar.tsx';
import { SceneCoverGrid } from './SceneCoverGrid.tsx';
import * as styles from './SceneList.css.ts';
import type { SceneListItem } from './sceneListTypes.ts';
import { SceneTable } from './SceneTable.tsx';
import { useSceneSelection } from './useSceneSelection.ts';

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

/** Says how many scenes on the page are archived, what that means and, in my own list, how to unseal them. */
function ArchivedNotice({
  archivedCount,
  flavour,
  onExpandCapacity,
}: {
  /** Keeps its name: the plural messages' ids are made from it. */
  archivedCount: number;
  flavour: SceneListFlavour;
  onExpandCapacity?: () => void;
}) {
  const { t } = useLingui();
  const years = ARCHIVE_RETENTION_YEARS;
  return (
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
          <Plural value={years} one="Archived data is kept for # year." other="Archived data is kept for # years." />
        </>
      ) : (
        t`They are unavailable until the owner unseals them.`
      )}
    </InlineAlert>
  );
}

/**
 * The scene list of the account area in two views: a table (`list`, SceneTable) or cover cards (`cover`,
 * SceneCoverGrid), with the bulk-actions bar (SceneBulkBar) over one selection (useSceneSelection), the
 * archived-scenes notice and the pagination. Each scene shows its cover, name, code and camera, type, views,
 * creation time, collaborator (or owner) and status. The rules of spec 4 come from `@kankan/domain`: calculating,
 * failed and archived scenes cannot be ticked, moved or given to a collaborator; archived scenes cannot be viewed,
 * edited, shared or deleted, and a notice explains how to unseal them. "Select all" ticks only the scenes that can
 * be ticked. Enter on a row or card views the scene; Space ticks it.
 */
export function SceneList({
  scenes,
  view = 'list',
  flavour = 'own',
  'aria-label': ariaLabel,
  actions = SCENE_ACTIONS,
  selectedKeys,
  defaultSelectedKeys,
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
  const { t } = useLingui();
  const selection = useSceneSelection({
    scenes,
    flavour,
    isDisabled: isLoading,
    selectedKeys,
    defaultSelectedKeys,
    onSelectionChange,
  });
  const label = ariaLabel ?? (flavour === 'own' ? t`My scenes` : t`Collaborative scenes`);
  const archivedCount = isLoading ? 0 : scenes.filter((scene) => scene.status === 'archived').length;
  const collection = {
    scenes,
    'aria-label': label,
    flavour,
    actions,
    onSceneAction,
    selection,
    isLoading,
    searchKey,
    timeZone,
  };

  return (
    <div className={styles.root}>
      {archivedCount > 0 ? (
        <ArchivedNotice archivedCount={archivedCount} flavour={flavour} onExpandCapacity={onExpandCapacity} />
      ) : null}
      <SceneBulkBar
        selection={selection}
        withSelectAll={view === 'cover'}
        onMoveSelected={onMoveSelected}
        onCollaborateSelected={onCollaborateSelected}
        onDeleteSelected={onDeleteSelected}
      />
      {view === 'list' ? <SceneTable {...collection} /> : <SceneCoverGrid {...collection} pageSize={pageSize} />}
      {!isLoading && total > 0 ? (
        <div className={styles.pagination}>
          <Pagination total={total} pageSize={pageSize} page={page} onPageChange={onPageChange} />
        </div>
      ) : null}
    </div>
  );
}
