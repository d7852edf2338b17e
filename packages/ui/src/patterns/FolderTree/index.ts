export {
  FolderTree,
  folderTreeModes,
  type FolderTreeMode,
  type FolderTreeProps,
  type SceneFolder,
} from './FolderTree.tsx';
