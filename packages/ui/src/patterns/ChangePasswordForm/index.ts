export { ChangePasswordForm, type ChangePasswordFormProps, type ChangePasswordPayload } from './ChangePasswordForm.tsx';
