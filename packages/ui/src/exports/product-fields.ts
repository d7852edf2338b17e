// Product-specific fields: phone with area code, verification code, China region, files and avatar, camera serial
// numbers, terms agreement. One export list per component group (see index.ts).
export { AgreementField, type AgreementFieldProps } from '../components/AgreementField/index.ts';
export { AvatarUpload, avatarRules, type AvatarUploadProps } from '../components/AvatarUpload/index.ts';
export {
  FileField,
  acceptedTypeNames,
  checkFile,
  formatFileSize,
  type FileFieldProps,
  type FileLike,
  type FileProblem,
  type FileRules,
} from '../components/FileField/index.ts';
export {
  PhoneField,
  areaCodeOptions,
  type AreaCodeOption,
  type PhoneFieldProps,
  type PhoneValue,
} from '../components/PhoneField/index.ts';
export {
  RegionPicker,
  emptyRegion,
  isRegionComplete,
  joinRegionPath,
  loadChinaRegions,
  regionFromPath,
  type RegionNode,
  type RegionPart,
  type RegionPickerProps,
  type RegionValue,
} from '../components/RegionPicker/index.ts';
export {
  SerialNumberListField,
  type SerialNumberListFieldProps,
  type SerialRowProblem,
} from '../components/SerialNumberListField/index.ts';
export {
  VerificationCodeField,
  DEFAULT_RESEND_SECONDS,
  type VerificationCodeFieldProps,
} from '../components/VerificationCodeField/index.ts';
// The countdowns' clock (the resend button here, the payment result's return in patterns-commerce).
export { manualClock, systemClock, type Clock } from '../runtime/clock.ts';
// Whether the page is live (hydrated), for what only the browser can show (the form's controls, the site's panels).
export { useHydrated } from '../runtime/hydrated.ts';
