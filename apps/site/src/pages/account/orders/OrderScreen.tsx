import { PlaceholderScreen } from '../PlaceholderScreen.tsx';

export default function OrderScreen() {
  return <PlaceholderScreen screen="order" />;
}
