export { ToastRegion, type ToastRegionProps } from './Toast.tsx';
export {
  clearToasts,
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  dismissToast,
  MAX_VISIBLE_TOASTS,
  showToast,
  toastQueue,
  type ShowToastOptions,
  type ToastContent,
} from './toastQueue.ts';
