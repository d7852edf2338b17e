import { ShopProduct } from './ShopProduct.tsx';

/** The shop's home (`/mall/kankanPro`): the Pro first, then the rest of the shop. */
export default function MallProPage() {
  return <ShopProduct id="pro" />;
}
