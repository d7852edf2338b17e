import { CameraPurchasePage } from './CameraPurchasePage.tsx';

/** /privilege/{cameraId}/{childName}: buy, renew or upgrade a camera's cloud capacity. */
export default function PrivilegePage() {
  return <CameraPurchasePage kind="storage" />;
}
