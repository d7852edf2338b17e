import { ShopProduct } from './ShopProduct.tsx';

/** The Minion in the shop (`/mall/kankanMinion`): pre-sale by phone with the deposit. */
export default function MallMinionPage() {
  return <ShopProduct id="minion" />;
}
