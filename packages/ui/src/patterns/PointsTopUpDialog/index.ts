export { PointsTopUpDialog, type PointsTopUpDialogProps } from './PointsTopUpDialog.tsx';
