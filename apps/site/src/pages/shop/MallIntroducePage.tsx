import { Navigate, useParams } from 'react-router';
import { isProductId } from '../marketing/catalogue.ts';
import { ShopProduct } from './ShopProduct.tsx';

/** `/mall/introduce/:id`: the shop's introduction of a product (ids pro, lite, minion, zhijia); others are 404. */
export default function MallIntroducePage() {
  const { id } = useParams();
  if (!isProductId(id)) return <Navigate to="/404" replace />;
  return <ShopProduct id={id} />;
}
