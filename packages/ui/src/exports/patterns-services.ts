// Product patterns: pricing table, membership benefits, distributor application, customer message.
export {
  CustomerMessagePanel,
  messageUsLabel,
  type CustomerMessagePanelProps,
} from '../patterns/CustomerMessagePanel/index.ts';
export type { ServiceError } from '../patterns/serviceError.ts';
export {
  DistributorApplicationForm,
  type DistributorApplication,
  type DistributorApplicationFormProps,
} from '../patterns/DistributorApplicationForm/index.ts';
export { MembershipBenefits, type MembershipBenefitsProps } from '../patterns/MembershipBenefits/index.ts';
export {
  PricingTable,
  billingPeriods,
  type BillingPeriod,
  type PricingTableProps,
} from '../patterns/PricingTable/index.ts';
