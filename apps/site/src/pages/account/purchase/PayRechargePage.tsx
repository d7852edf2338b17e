import { CameraPurchasePage } from './CameraPurchasePage.tsx';

/** /payrecharge/{cameraId}/{childName}: top up a camera's points. */
export default function PayRechargePage() {
  return <CameraPurchasePage kind="points" />;
}
