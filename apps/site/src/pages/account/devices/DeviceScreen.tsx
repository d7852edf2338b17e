import { PlaceholderScreen } from '../PlaceholderScreen.tsx';

export default function DeviceScreen() {
  return <PlaceholderScreen screen="device" />;
}
