export { PricingTable, billingPeriods, type BillingPeriod, type PricingTableProps } from './PricingTable.tsx';
