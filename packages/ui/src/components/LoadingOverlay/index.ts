export { DEFAULT_LOADING_DELAY, LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay.tsx';
export { LoadingTracker, loadingTracker, useLoadingCount } from './loadingTracker.ts';
