export { CameraList, type CameraListProps } from './CameraList.tsx';
