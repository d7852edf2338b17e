export { SceneCover, type SceneCoverProps } from './SceneCover.tsx';
export {
  SceneList,
  SceneStatusBadge,
  sceneListViews,
  type SceneListItem,
  type SceneListProps,
  type SceneListView,
} from './SceneList.tsx';
export { sceneStatusMessages, sceneStatusTones, sceneTypeMessages } from './sceneLabels.ts';
