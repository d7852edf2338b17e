export {
  OrderStatusBadge,
  OrderTable,
  useOrderStatusLabels,
  usePayTypeLabels,
  type OrderTableProps,
} from './OrderTable.tsx';
export { OrderTabs, type OrderTabsProps } from './OrderTabs.tsx';
export {
  orderActions,
  orderColumns,
  orderDisplayStatus,
  orderStatusTone,
  type OrderAction,
  type OrderColumn,
  type OrderDisplayStatus,
  type OrderSummary,
} from './orderModel.ts';
