export { AvatarUpload, avatarRules, type AvatarUploadProps } from './AvatarUpload.tsx';
