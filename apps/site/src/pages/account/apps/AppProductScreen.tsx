import { PlaceholderScreen } from '../PlaceholderScreen.tsx';

export default function AppProductScreen() {
  return <PlaceholderScreen screen="appProduct" />;
}
