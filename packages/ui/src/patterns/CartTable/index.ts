export { CartTable, type CartTableProps } from './CartTable.tsx';
export { cartLinePrice, cartTotal, cartUnitPrice, type CartLine } from './cartModel.ts';
