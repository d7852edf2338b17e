export { CartTable, type CartTableProps } from './CartTable.tsx';
export { cartTotal, cartUnitPrice, type CartLine } from './cartModel.ts';
