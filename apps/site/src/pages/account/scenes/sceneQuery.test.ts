import { describe, expect, it } from 'vitest';
import { defaultSceneQuery, folderFilter, readSceneQuery, sceneSearchParams } from './sceneQuery.ts';

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
