export { CameraCard, type CameraActions, type CameraCardProps, type CameraSummary } from './CameraCard.tsx';
