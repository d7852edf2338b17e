import { ShopProduct } from './ShopProduct.tsx';

/** The tripod set in the shop (`/mall/zhijia`). */
export default function MallTripodPage() {
  return <ShopProduct id="zhijia" />;
}
