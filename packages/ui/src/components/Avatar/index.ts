export { Avatar, avatarSizes, type AvatarProps } from './Avatar.tsx';
export { avatarInitials } from './initials.ts';
