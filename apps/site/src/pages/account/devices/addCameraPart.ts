/* The add-camera dialog, which DeviceScreen loads when it first opens (React.lazy). */
export { AddCameraDialog } from '@kankan/ui';
