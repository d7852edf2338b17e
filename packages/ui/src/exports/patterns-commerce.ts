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
export {
  ChargeRecordTable,
  ConsumptionRecords,
  ExpansionRecordTable,
  consumptionTabs,
  signedPoints,
  useChargeChannelLabels,
  useChargeChannelText,
  useChargeTypeLabels,
  type ChargeRecordSummary,
  type ChargeRecordTableProps,
  type ConsumptionRecordsProps,
  type ConsumptionTab,
  type ExpansionRecordSummary,
  type ExpansionRecordTableProps,
  type RecordPageProps,
} from '../patterns/ConsumptionRecords/index.ts';
export {
  CartTable,
  cartLinePrice,
  cartTotal,
  cartUnitPrice,
  type CartLine,
  type CartTableProps,
} from '../patterns/CartTable/index.ts';
export { PaymentResult, type PaymentResultProps } from '../patterns/PaymentResult/index.ts';
export { OrderTimeline, type OrderTimelineProps } from '../patterns/OrderTimeline/index.ts';
