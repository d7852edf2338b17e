export { VerificationCodeField, type VerificationCodeFieldProps } from './VerificationCodeField.tsx';
export { DEFAULT_RESEND_SECONDS, type CountdownClock } from './countdown.ts';
