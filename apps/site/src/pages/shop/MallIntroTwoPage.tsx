import { Navigate, useParams } from 'react-router';
import { isProductId } from '../marketing/catalogue.ts';
import { ShopProduct } from './ShopProduct.tsx';

/** `/mall/introtow/:id`: the product in the shop with its specification table (same ids as introduce). */
export default function MallIntroTwoPage() {
  const { id } = useParams();
  if (!isProductId(id)) return <Navigate to="/404" replace />;
  return <ShopProduct id={id} withSpecs />;
}
