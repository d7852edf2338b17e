export { SceneBulkBar, type SceneBulkBarProps } from './SceneBulkBar.tsx';
export { SceneCover, type SceneCoverProps } from './SceneCover.tsx';
export { SceneCoverGrid, type SceneCoverGridProps } from './SceneCoverGrid.tsx';
export { SceneList, sceneListViews, type SceneListProps, type SceneListView } from './SceneList.tsx';
export type { SceneCollectionProps, SceneListItem } from './sceneListTypes.ts';
export { SceneStatusBadge } from './SceneStatusBadge.tsx';
export { SceneTable, type SceneTableProps } from './SceneTable.tsx';
export { sceneStatusMessages, sceneStatusTones, sceneTypeMessages } from './sceneLabels.ts';
export {
  useSceneSelection,
  type SceneSelection,
  type SceneSelectionAmount,
  type SceneSelectionOptions,
} from './useSceneSelection.ts';
