export { FileField, type FileFieldProps } from './FileField.tsx';
export {
  acceptedTypeNames,
  checkFile,
  formatFileSize,
  type FileLike,
  type FileProblem,
  type FileRules,
} from './fileChecks.ts';
