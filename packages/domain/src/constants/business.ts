/** Business constants of spec 1 and 9 that are not plan prices or field limits. */

export const MEMBERSHIP = {
  yearlyFeeRmb: 5980,
  /** Designed: the spec gives only the yuan fee; the international provider charges this many US dollars. */
  yearlyFeeUsd: 849,
  validityYears: 1,
  freeDownloads: 10,
  paidDownloadRmb: 99,
  /** Designed: 99 yuan at the membership's 5,980 : 849 ratio, to a whole dollar. */
  paidDownloadUsd: 14,
} as const;

/** Days and lengths of the validity units (spec 4, 9). */
export const VALIDITY = { yearDays: 365, monthDays: 31 } as const;

export const INVOICE_TIMINGS = {
  vatDeliveryBusinessDays: 15,
  eInvoiceDeliveryDays: 7,
  issueDayOfMonth: 15,
  specialShippedWithinDays: 10,
  editWithinDaysAfterDelivery: 7,
} as const;

export const ACCOUNT_DELETION_COOLING_OFF_DAYS = 15;
export const ARCHIVE_RETENTION_YEARS = 1;
export const PRESALE_DEPOSIT_RMB = 100;

/** Maximum upload speed in MB/s. */
export const UPLOAD_SPEED_MB_S = { pro: 6, mini: 10 } as const;

/** Shipping promises: the shop page says within 5 working days; elsewhere three days, free express. */
export const SHIPPING_PROMISE = { shopPageWorkingDays: 5, elsewhereDays: 3, freeExpress: true } as const;

export const CAMERA_SPECS = {
  pro: { lenses: 8, storageGb: 16, resolution: { width: 12288, height: 6144 }, weightG: 660 },
  lite: { lenses: 2, weightG: 115, batteryMah: 2000 },
} as const;

/**
 * The warranty's terms (the spec names a warranty, not its terms: docs/decisions.md): months from delivery for the
 * camera body and for the battery, tripod and accessories, and the working days a repair takes once it arrives.
 */
export const WARRANTY = { bodyMonths: 12, accessoriesMonths: 6, repairWorkingDays: 10 } as const;

/** Approximate product prices of spec 1. */
export const PRODUCT_PRICES = {
  pro: { CNY: 12_800, USD: 1_799 },
  lite: { CNY: 3_999, USD: 699 },
  tripodSet: { CNY: 899, USD: 209 },
} as const;

export const CURRENCIES = ['CNY', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Support hours: Monday to Friday, two ranges, in GMT+8. Days: 1 Monday … 5 Friday (ISO weekday). */
export const SUPPORT_HOURS = {
  isoWeekdays: [1, 2, 3, 4, 5],
  ranges: [
    { from: '09:00', to: '12:30' },
    { from: '14:00', to: '18:30' },
  ],
  utcOffsetMinutes: 8 * 60,
} as const;
