export { EMBED_SIZE_LIMITS, ShareSceneDialog, embedCode, type ShareSceneDialogProps } from './ShareSceneDialog.tsx';
