import { describe, expect, it } from 'vitest';
import { defaultSceneQuery, folderFilter, readSceneQuery, sceneListRequest, sceneSearchParams } from './sceneQuery.ts';

describe('scene screen query string', () => {
  it('reads defaults from an empty query and writes nothing for them', () => {
    expect(readSceneQuery(new URLSearchParams())).toEqual(defaultSceneQuery);
    expect(sceneSearchParams(defaultSceneQuery).toString()).toBe('');
  });

  it('round-trips every part of the state', () => {
    const query = {
      tab: 'shared',
      folder: 42,
      view: 'cover',
      page: 3,
      q: 'Lobby 7',
      keywordType: 2,
    } as const;
    expect(readSceneQuery(sceneSearchParams(query))).toEqual(query);
    expect(readSceneQuery(sceneSearchParams({ ...query, folder: 'top' })).folder).toBe('top');
  });

  it('keeps the keyword type without a search text', () => {
    const params = sceneSearchParams({ ...defaultSceneQuery, keywordType: 3 });
    expect(params.toString()).toBe('kt=3');
    expect(readSceneQuery(params).keywordType).toBe(3);
  });

  it('falls back to defaults on malformed values', () => {
    const read = readSceneQuery(new URLSearchParams('tab=x&folder=-1&view=grid&page=0&kt=9&q=%20%20'));
    expect(read).toEqual(defaultSceneQuery);
  });

  it('maps the folder to the list filter', () => {
    expect(folderFilter('all')).toEqual({});
    expect(folderFilter('top')).toEqual({ folderId: null });
    expect(folderFilter(5)).toEqual({ folderId: 5 });
  });
});

describe('the list request of a state', () => {
  const read = (search: string) => readSceneQuery(new URLSearchParams(search));

  it('my scenes: the plain list, narrowed to a folder or to scenes with a collaborator', () => {
    expect(sceneListRequest(read(''), false)).toEqual({
      path: '/user/scene/newList',
      body: { pageNum: 1, pageSize: 12 },
    });
    expect(sceneListRequest(read('folder=top&page=3'), false)).toEqual({
      path: '/user/scene/newList',
      body: { folderId: null, pageNum: 3, pageSize: 12 },
    });
    // Scenes with a collaborator are listed across folders.
    expect(sceneListRequest(read('tab=withCollaborator&folder=5'), false)).toEqual({
      path: '/user/scene/newList',
      body: { hasCollaborator: true, pageNum: 1, pageSize: 12 },
    });
  });

  it('a search in my scenes or in the shared ones; the shared list', () => {
    expect(sceneListRequest(read('q=hall&kt=2'), false)).toEqual({
      path: '/user/scene/search',
      body: { searchKey: 'hall', keywordType: 2, pageNum: 1, pageSize: 12 },
    });
    expect(sceneListRequest(read('tab=shared&q=hall'), false)).toEqual({
      path: '/user/scene/cooperation/search',
      body: { searchKey: 'hall', keywordType: defaultSceneQuery.keywordType, pageNum: 1, pageSize: 12 },
    });
    expect(sceneListRequest(read('tab=shared&page=2'), false)).toEqual({
      path: '/user/scene/cooperation/cooperationSceneListNew',
      body: { pageNum: 2, pageSize: 12 },
    });
  });

  it('a camera login lists its own scenes, whatever the address says of tabs and folders', () => {
    expect(sceneListRequest(read('tab=shared&folder=4&q=x&page=2'), true)).toEqual({
      path: '/device/scene/list',
      body: { pageNum: 2, pageSize: 12 },
    });
  });
});
