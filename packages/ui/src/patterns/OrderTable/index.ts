export { OrderStatusBadge, OrderTable, type OrderTableProps } from './OrderTable.tsx';
export { useOrderStatusLabels, usePayTypeLabels } from './orderLabels.ts';
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
