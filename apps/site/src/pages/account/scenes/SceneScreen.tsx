import { PlaceholderScreen } from '../PlaceholderScreen.tsx';

export default function SceneScreen() {
  return <PlaceholderScreen screen="scene" />;
}
