export { ToastRegion, type ToastRegionProps } from './Toast.tsx';
export {
  clearToasts,
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  dismissToast,
  MAX_VISIBLE_TOASTS,
  showToast,
  toastQueue,
  toastTones,
  type ShowToastOptions,
  type ToastContent,
  type ToastTone,
} from './toastQueue.ts';
