// Product patterns of the scene area: folder tree, scene list (list and cover views), search bar.
export {
  FolderTree,
  folderTreeModes,
  type FolderTreeMode,
  type FolderTreeProps,
  type SceneFolder,
} from '../patterns/FolderTree/index.ts';
export {
  SceneCover,
  SceneList,
  SceneStatusBadge,
  sceneListViews,
  sceneStatusMessages,
  sceneStatusTones,
  sceneTypeMessages,
  type SceneCoverProps,
  type SceneListItem,
  type SceneListProps,
  type SceneListView,
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
