export { AlertDialog, alertDialogKinds, alertDialogTones, type AlertDialogProps } from './AlertDialog.tsx';
