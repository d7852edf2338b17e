import { prefetchPost } from '@kankan/api';
import type { ScreenPrefetch } from '../../../routes/pageModule.ts';
import { archivedScenesRequest, readSceneQuery, sceneListRequest } from './sceneQuery.ts';

/**
 * What the scene screen's first draw shows, asked for as the site starts on its address (beside the screen's own
 * files, not after them): the list of the address's state, and for an account login the folder tree, the cameras of
 * the capacity meter and what the archiving forecast beside it reads (the archived scenes, the next expiry's
 * impact), so that the forecast arrives with the list. The screen's hooks then find them in the cache (the same
 * queries).
 */
export const prefetch: ScreenPrefetch = (api, { search, deviceLogin }) => {
  const list = sceneListRequest(readSceneQuery(search), deviceLogin);
  void prefetchPost(api, list.path, list.body);
  if (deviceLogin) return;
  void prefetchPost(api, '/user/folder/findListTree', { type: 0 });
  void prefetchPost(api, '/user/camera/getAll', {});
  void prefetchPost(api, '/user/scene/newList', archivedScenesRequest);
  void prefetchPost(api, '/user/camera/expiryImpact');
};
