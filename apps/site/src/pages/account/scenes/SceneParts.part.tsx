// The scene screen's parts that show its data, in one chunk: the search bar (keyword type select, search field, view
// switch), the list (table and cover grid) and the folder tree. SceneScreen fetches it with itself.
export { FolderTree, SceneList, SceneSearchBar } from '@kankan/ui';
