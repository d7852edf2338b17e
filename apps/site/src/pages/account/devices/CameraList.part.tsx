// The camera cards and their tabs as a chunk of their own: DeviceScreen fetches it beside the cameras.
export { CameraList as default } from '@kankan/ui';
