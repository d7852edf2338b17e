export { CameraLogin, qrStatuses, type CameraLoginProps, type QrStatus } from './CameraLogin.tsx';
export { emptyLoginValues, type LoginValues } from './loginValues.ts';
export { LoginPanel, loginTabs, type LoginPanelProps, type LoginTab } from './LoginPanel.tsx';
export { type Terms } from './RegisterForm.tsx';
export {
  accountPart,
  codeRequestFor,
  loginErrorForCode,
  type AccountPart,
  type CodeLoginPayload,
  type CodePurpose,
  type LoginFieldName,
  type LoginServerErrors,
  type PasswordLoginPayload,
  type RegisterPayload,
  type ResetPasswordPayload,
  type SendCodeRequest,
} from './payloads.ts';
