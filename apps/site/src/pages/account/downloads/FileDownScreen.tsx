import { PlaceholderScreen } from '../PlaceholderScreen.tsx';

export default function FileDownScreen() {
  return <PlaceholderScreen screen="fileDown" />;
}
