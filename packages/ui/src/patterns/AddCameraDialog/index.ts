export { AddCameraDialog, type AddCameraDialogProps } from './AddCameraDialog.tsx';
