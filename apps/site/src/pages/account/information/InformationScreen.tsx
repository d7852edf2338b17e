import { PlaceholderScreen } from '../PlaceholderScreen.tsx';

export default function InformationScreen() {
  return <PlaceholderScreen screen="information" />;
}
