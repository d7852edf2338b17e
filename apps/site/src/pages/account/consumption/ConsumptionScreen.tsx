import { PlaceholderScreen } from '../PlaceholderScreen.tsx';

export default function ConsumptionScreen() {
  return <PlaceholderScreen screen="consumption" />;
}
