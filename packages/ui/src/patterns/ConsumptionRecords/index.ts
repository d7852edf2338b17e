export {
  ChargeRecordTable,
  ConsumptionRecords,
  ExpansionRecordTable,
  consumptionTabs,
  useChargeChannelLabels,
  useChargeChannelText,
  useChargeTypeLabels,
  type ChargeRecordTableProps,
  type ConsumptionRecordsProps,
  type ConsumptionTab,
  type ExpansionRecordTableProps,
  type RecordPageProps,
} from './ConsumptionRecords.tsx';
export { signedPoints, type ChargeRecordSummary, type ExpansionRecordSummary } from './recordModel.ts';
