// Product patterns of the scene area: folder tree, scene list (whole, or its table, cover grid, bulk bar, selection),
// search bar.
export {
  FolderTree,
  folderTreeModes,
  type FolderTreeMode,
  type FolderTreeProps,
  type SceneFolder,
} from '../patterns/FolderTree/index.ts';
export {
  SceneBulkBar,
  SceneCover,
  SceneCoverGrid,
  SceneList,
  SceneStatusBadge,
  SceneTable,
  sceneListViews,
  sceneStatusMessages,
  sceneStatusTones,
  sceneTypeMessages,
  useSceneSelection,
  type SceneBulkBarProps,
  type SceneCollectionProps,
  type SceneCoverGridProps,
  type SceneCoverProps,
  type SceneListItem,
  type SceneListProps,
  type SceneListView,
  type SceneSelection,
  type SceneSelectionAmount,
  type SceneSelectionOptions,
  type SceneTableProps,
} from '../patterns/SceneList/index.ts';
export { SceneSearchBar, type SceneSearchBarProps, type SceneSearchQuery } from '../patterns/SceneSearchBar/index.ts';
export {
  EMBED_SIZE_LIMITS,
  ShareSceneDialog,
  embedCode,
  type ShareSceneDialogProps,
} from '../patterns/ShareSceneDialog/index.ts';
export {
  ArchivingForecast,
  type ArchivedReason,
  type ArchivingForecastProps,
} from '../patterns/ArchivingForecast/index.ts';
