// Product patterns: order tables, consumption records, cart table, payment result.
export {
  OrderStatusBadge,
  OrderTable,
  OrderTabs,
  orderActions,
  orderColumns,
  orderDisplayStatus,
  orderStatusTone,
  useOrderStatusLabels,
  usePayTypeLabels,
  type OrderAction,
  type OrderColumn,
  type OrderDisplayStatus,
  type OrderSummary,
  type OrderTableProps,
  type OrderTabsProps,
} from '../patterns/OrderTable/index.ts';
