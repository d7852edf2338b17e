// Overlays and feedback.
export {
  AlertDialog,
  alertDialogKinds,
  alertDialogTones,
  type AlertDialogProps,
} from '../components/AlertDialog/index.ts';
export {
  Dialog,
  DialogTrigger,
  Modal,
  type DialogProps,
  type DialogTriggerProps,
  type ModalProps,
} from '../components/Dialog/index.ts';
export { EmptyState, type EmptyStateProps } from '../components/EmptyState/index.ts';
export { InlineAlert, type InlineAlertProps } from '../components/InlineAlert/index.ts';
export {
  DEFAULT_LOADING_DELAY,
  LoadingOverlay,
  LoadingTracker,
  loadingTracker,
  useLoadingCount,
  type LoadingOverlayProps,
} from '../components/LoadingOverlay/index.ts';
export {
  Menu,
  MenuItem,
  menuItemTones,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  type MenuItemProps,
  type MenuProps,
  type MenuSectionProps,
  type MenuTriggerProps,
} from '../components/Menu/index.ts';
export {
  DEFAULT_METER_THRESHOLDS,
  Meter,
  meterTones,
  meterToneFor,
  type MeterProps,
  type MeterTone,
} from '../components/Meter/index.ts';
export { Popover, type PopoverProps } from '../components/Popover/index.ts';
export { ProgressBar, progressBarSizes, type ProgressBarProps } from '../components/ProgressBar/index.ts';
export { Skeleton, skeletonCircleSizes, skeletonVariants, type SkeletonProps } from '../components/Skeleton/index.ts';
export { Spinner, type SpinnerProps } from '../components/Spinner/index.ts';
export {
  clearToasts,
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  dismissToast,
  MAX_VISIBLE_TOASTS,
  showToast,
  toastQueue,
  ToastRegion,
  type ShowToastOptions,
  type ToastContent,
  type ToastRegionProps,
} from '../components/Toast/index.ts';
export {
  Tooltip,
  TOOLTIP_DELAY_MS,
  TooltipTrigger,
  type TooltipProps,
  type TooltipTriggerProps,
} from '../components/Tooltip/index.ts';
