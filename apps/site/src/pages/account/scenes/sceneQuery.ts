import { KEYWORD_TYPE, type KeywordTypeId } from '@kankan/domain';
import type { PostBody } from '@kankan/api';
import type { SceneListView } from '@kankan/ui';

/** The scene screen's tabs: my scenes, scenes shared with me, my scenes that have a collaborator. */
export const sceneTabs = ['mine', 'shared', 'withCollaborator'] as const;
export type SceneTab = (typeof sceneTabs)[number];

/** Every part of the scene screen's state that a reload, back/forward or a pasted link must restore. */
export interface SceneQuery {
  tab: SceneTab;
  /** `all`: every folder; `top`: scenes outside folders; a number: that folder. */
  folder: 'all' | 'top' | number;
  view: SceneListView;
  /** 1-based. */
  page: number;
  /** The search text as sent (trimmed); empty: no search. */
  q: string;
  keywordType: KeywordTypeId;
}

export const defaultSceneQuery: SceneQuery = {
  tab: 'mine',
  folder: 'all',
  view: 'list',
  page: 1,
  q: '',
  keywordType: KEYWORD_TYPE.sceneName,
};

const keywordTypes = Object.values(KEYWORD_TYPE) as KeywordTypeId[];

function positiveInt(text: string | null): number | null {
  if (text === null || !/^[1-9][0-9]{0,8}$/.test(text)) return null;
  return Number(text);
}

/** Reads the state from the query string; anything unknown or malformed falls back to its default. */
export function readSceneQuery(search: URLSearchParams): SceneQuery {
  const tab = search.get('tab');
  const folder = search.get('folder');
  const view = search.get('view');
  const keywordType = positiveInt(search.get('kt'));
  const folderId = positiveInt(folder);
  return {
    tab: (sceneTabs as readonly string[]).includes(tab ?? '') ? (tab as SceneTab) : defaultSceneQuery.tab,
    folder: folder === 'top' ? 'top' : (folderId ?? 'all'),
    view: view === 'cover' ? 'cover' : 'list',
    page: positiveInt(search.get('page')) ?? 1,
    q: (search.get('q') ?? '').trim(),
    keywordType: keywordTypes.find((id) => id === keywordType) ?? defaultSceneQuery.keywordType,
  };
}

/** The query string of a state, leaving out the defaults so that links stay short. */
export function sceneSearchParams(query: SceneQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.tab !== defaultSceneQuery.tab) params.set('tab', query.tab);
  if (query.folder !== 'all') params.set('folder', String(query.folder));
  if (query.view !== defaultSceneQuery.view) params.set('view', query.view);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.q) params.set('q', query.q);
  // Kept without a search too: the choice of what to search in is made before the text is typed.
  if (query.keywordType !== defaultSceneQuery.keywordType) params.set('kt', String(query.keywordType));
  return params;
}

/** The folder filter of the scene-list request: absent for all scenes, `null` for the top level. */
export function folderFilter(folder: SceneQuery['folder']): { folderId?: number | null } {
  if (folder === 'all') return {};
  return { folderId: folder === 'top' ? null : folder };
}

/** Scenes per page in both views (the cover grid has four columns). */
export const SCENE_PAGE_SIZE = 12;

/** The archived scenes the archiving forecast names (the first ten; the count covers them all). */
export const archivedScenesRequest: PostBody<'/user/scene/newList'> = { status: 3, pageSize: 10 };

/** The list a state shows: one of the five scene-list requests, with its body. */
export type SceneListRequest =
  | { path: '/user/scene/newList'; body: PostBody<'/user/scene/newList'> }
  | { path: '/user/scene/search'; body: PostBody<'/user/scene/search'> }
  | { path: '/user/scene/cooperation/cooperationSceneListNew'; body: PostBody<'/user/scene/newList'> }
  | { path: '/user/scene/cooperation/search'; body: PostBody<'/user/scene/cooperation/search'> }
  | { path: '/device/scene/list'; body: PostBody<'/user/scene/newList'> };

/**
 * The request of the list a state shows: a camera login's own scenes; the scenes shared with me (or a search in
 * them); my scenes, in a folder or with a collaborator (or a search in them). The screen asks for it with the scene
 * hooks and the start-up prefetch asks for the same (sceneData.ts), so the screen finds the answer in the cache.
 */
export function sceneListRequest(query: SceneQuery, deviceLogin: boolean): SceneListRequest {
  const paging = { pageNum: query.page, pageSize: SCENE_PAGE_SIZE };
  if (deviceLogin) return { path: '/device/scene/list', body: paging };
  const search = query.q ? { searchKey: query.q, keywordType: query.keywordType, ...paging } : null;
  if (query.tab === 'shared') {
    return search
      ? { path: '/user/scene/cooperation/search', body: search }
      : { path: '/user/scene/cooperation/cooperationSceneListNew', body: paging };
  }
  // My scenes that have a collaborator: the own lists narrowed by the server, across folders.
  const collaborator = query.tab === 'withCollaborator' ? { hasCollaborator: true } : {};
  if (search) return { path: '/user/scene/search', body: { ...search, ...collaborator } };
  const folder = query.tab === 'withCollaborator' ? {} : folderFilter(query.folder);
  return { path: '/user/scene/newList', body: { ...folder, ...collaborator, ...paging } };
}
