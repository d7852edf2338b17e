export { CameraLogin, qrStatuses, type CameraLoginProps, type QrStatus } from './CameraLogin.tsx';
export { emptyLoginValues, type LoginValues } from './loginValues.ts';
export { LoginPanel, loginTabs, type LoginPanelProps, type LoginTab } from './LoginPanel.tsx';
export { type Terms } from './RegisterForm.tsx';
export { loginErrorForCode, type LoginFieldName, type LoginServerErrors } from './serverErrors.ts';
