/**
 * What a device (camera-account) login may call: spec section 6 gives it only the scene and consumption screens, so
 * it reaches its own scenes, their folders, the consumption records and its own session, and nothing else of the
 * account. The router answers 3016 to every other call that needs a session, so a new operation is closed to a
 * device login until it is listed here.
 */
export const DEVICE_LOGIN_OPERATIONS: ReadonlySet<string> = new Set([
  // The session itself; getUserInfo answers the name and avatar without the phone, e-mail or cart.
  'checkToken',
  'logout',
  'getUserInfo',
  // The scene screen: the camera's own scenes (not the scenes others shared with the account) and folders.
  'listDeviceScenes',
  'listScenes',
  'getSceneNumber',
  'getOnlySceneList',
  'getOldSceneList',
  'searchScenes',
  'renameScene',
  'deleteScenes',
  'moveScenes',
  'saveFolder',
  'getFolderTree',
  'moveFolder',
  'deleteFolder',
  'findFoldersByName',
  'updateFolder',
  // The consumption screen.
  'listExpansionRecords',
  'listChargeRecords',
]);

/** Code answered to a device login on any other call. */
export const DEVICE_LOGIN_REFUSED = 3016;
