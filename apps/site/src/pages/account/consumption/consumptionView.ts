import type { components } from '@kankan/api';
import { cameraDisplayName, STORAGE_PLAN_IDS } from '@kankan/domain';
import type { ChargeRecordSummary, ConsumptionTab, ExpansionRecordSummary } from '@kankan/ui';

type ChargeRecord = components['schemas']['ChargeRecord'];
type ExpansionRecord = components['schemas']['ExpansionRecord'];

export const RECORD_PAGE_SIZE = 10;

/** The filters of the screen, as kept in the address. */
export interface ConsumptionFilters {
  tab: ConsumptionTab;
  /** A camera id, or null for all cameras. */
  cameraId: number | null;
  /** First and last day (YYYY-MM-DD, the visitor's calendar), each optional. */
  from: string | null;
  to: string | null;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(value: string | null): string | null {
  if (value === null || !DAY.test(value)) return null;
  return Number.isNaN(new Date(`${value}T00:00:00`).getTime()) ? null : value;
}

export function filtersOf(params: URLSearchParams): ConsumptionFilters {
  const camera = Number(params.get('camera'));
  const page = Number(params.get('page'));
  return {
    tab: params.get('tab') === 'storage' ? 'storage' : 'points',
    cameraId: Number.isInteger(camera) && camera > 0 ? camera : null,
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of `filters`: defaults are left out so the plain address means "everything, first page". */
export function paramsOf(filters: ConsumptionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'points') params.set('tab', filters.tab);
  if (filters.cameraId !== null) params.set('camera', String(filters.cameraId));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The range is backwards: the last day is before the first. */
export function isRangeReversed(filters: Pick<ConsumptionFilters, 'from' | 'to'>): boolean {
  return filters.from !== null && filters.to !== null && filters.to < filters.from;
}

/**
 * The request's time bounds: from the start of the first day to the start of the day after the last, in the
 * visitor's time zone (a backwards range is not sent).
 */
export function rangeOf(filters: Pick<ConsumptionFilters, 'from' | 'to'>): { startTime?: string; endTime?: string } {
  if (isRangeReversed(filters)) return {};
  const range: { startTime?: string; endTime?: string } = {};
  if (filters.from) range.startTime = new Date(`${filters.from}T00:00:00`).toISOString();
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00`);
    end.setDate(end.getDate() + 1);
    range.endTime = end.toISOString();
  }
  return range;
}

export function chargeSummary(record: ChargeRecord): ChargeRecordSummary {
  return {
    id: String(record.id),
    type: record.type,
    channel: record.channel,
    points: record.points,
    camera: cameraDisplayName(record.childName),
    createdAt: Date.parse(record.createTime),
    amount: record.amount,
    // The order's own currency and payment method: an English-mode top-up of a domestic camera was paid in dollars.
    ...(record.currency ? { currency: record.currency } : {}),
    payType: record.payType,
    scene: record.sceneNum,
  };
}

export function expansionSummary(record: ExpansionRecord): ExpansionRecordSummary {
  return {
    id: String(record.id),
    orderSn: record.orderSn,
    camera: cameraDisplayName(record.childName),
    plan: STORAGE_PLAN_IDS.find((plan) => plan === record.unit) ?? '20G',
    termMonths: record.month,
    amount: record.amount,
    currency: record.currency,
    payType: record.payType,
    createdAt: Date.parse(record.createTime),
    expiresAt: Date.parse(record.expiryTime),
  };
}
