import {
  CHARGE_RECORD_TYPE,
  type ChargeChannel,
  type ChargeRecordType,
  type Currency,
  type PayType,
  type PlanTermMonths,
  type StoragePlanId,
} from '@kankan/domain';

/** One points record (charge record, spec 3): what changed a camera's points, when and through which channel. */
export interface ChargeRecordSummary {
  id: string;
  type: ChargeRecordType;
  channel: ChargeChannel;
  /** Points added or spent; the sign shown comes from the type (a spend is always negative). */
  points: number;
  /** The camera's display name (child name without its prefix). */
  camera: string;
  createdAt: number;
  /** What a top-up cost, in `currency`. */
  amount?: number | null;
  currency?: Currency;
  /** How a paid top-up was paid; it is the record's channel then. */
  payType?: PayType | null;
  /** The scene a spend generated. */
  scene?: string | null;
}

/** One capacity purchase (expansion record): the plan, its term and price, and when it runs out. */
export interface ExpansionRecordSummary {
  id: string;
  orderSn: string;
  camera: string;
  plan: StoragePlanId;
  termMonths: PlanTermMonths;
  amount: number;
  currency: Currency;
  payType: PayType;
  /** When it was bought (ms). */
  createdAt: number;
  /** When the capacity it bought ends (ms), delay days included. */
  expiresAt: number;
}

/** Points with their sign: a spend takes points away, a gift, top-up or refund adds them. */
export function signedPoints(record: Pick<ChargeRecordSummary, 'type' | 'points'>): number {
  const points = Math.abs(record.points);
  return record.type === CHARGE_RECORD_TYPE.spend ? -points : points;
}
