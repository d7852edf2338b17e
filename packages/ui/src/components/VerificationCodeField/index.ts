export { VerificationCodeField, type VerificationCodeFieldProps } from './VerificationCodeField.tsx';
export { DEFAULT_RESEND_SECONDS } from './countdown.ts';
