export { SceneSearchBar, type SceneSearchBarProps, type SceneSearchQuery } from './SceneSearchBar.tsx';
