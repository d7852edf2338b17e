/** Numeric ids and enumerations the back end uses (spec 3, 7, 9). */

export const CAMERA_TYPE = { pro: 4, minion: 9, lite: 0 } as const;
export type CameraTypeName = keyof typeof CAMERA_TYPE;
export type CameraTypeId = (typeof CAMERA_TYPE)[CameraTypeName];

export const COUNTRY = { domestic: 0, abroad: 1 } as const;
export type CountryId = (typeof COUNTRY)[keyof typeof COUNTRY];

/** Scene type and industry codes share one numbering; "all" is sent as no value. */
export const SCENE_TYPE = {
  other: 0,
  museum: 1,
  realEstate: 2,
  eCommerce: 3,
  catering: 4,
  home: 5,
} as const;
export type SceneTypeName = keyof typeof SCENE_TYPE;
export type SceneTypeId = (typeof SCENE_TYPE)[SceneTypeName];

export const INDUSTRY = SCENE_TYPE;
export type IndustryName = SceneTypeName;
export type IndustryCode = SceneTypeId;

/** Industry code for a case-list filter; `all` means no filter (undefined). */
export function industryCode(name: IndustryName | 'all'): IndustryCode | undefined {
  return name === 'all' ? undefined : INDUSTRY[name];
}

export const CASE_SORT = { recommended: 1, newest: 2, hot: 3 } as const;
export type CaseSortId = (typeof CASE_SORT)[keyof typeof CASE_SORT];

/** Cart item kinds: Lite (with 5G plan and tripod), Pro (10G plan), Pro tripod set. */
export const CART_ITEM_KIND = { lite: 1, pro: 4, proTripodSet: 7 } as const;
export type CartItemKind = (typeof CART_ITEM_KIND)[keyof typeof CART_ITEM_KIND];

/** 0 and 1 are the two domestic wallets, 2 the international provider. */
export const PAY_TYPE = { domesticWallet1: 0, domesticWallet2: 1, international: 2 } as const;
export type PayType = (typeof PAY_TYPE)[keyof typeof PAY_TYPE];

/** orderType of queryOrderStatus (spec 7.2). */
export const QUERY_ORDER_TYPE = { points: 1, storage: 2 } as const;
export type QueryOrderType = (typeof QUERY_ORDER_TYPE)[keyof typeof QUERY_ORDER_TYPE];

/**
 * The kind of order paid (the `type` of /payresult and of the pay calls): the spec's 1 and 2, plus 3 goods,
 * 4 membership, 5 a paid scene download.
 */
export const PAY_ORDER_TYPE = { ...QUERY_ORDER_TYPE, goods: 3, membership: 4, download: 5 } as const;
export type PayOrderType = (typeof PAY_ORDER_TYPE)[keyof typeof PAY_ORDER_TYPE];

/** The order tabs of the account area. */
export const ORDER_TYPES = ['camera', 'membership', 'other', 'download'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * The order statuses by their server code (the index): 0 awaiting shipment, 1 shipped, 2 received, 3 finished,
 * 4 cancelled, 5 expired. The shop ships an order whole, so code 1 (the spec's "partly dispatched") is a shipped
 * order. The list, the tracking timeline and the exports name a status from this one table.
 */
export const ORDER_STATUSES = ['awaitingShipment', 'shipped', 'received', 'finished', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The status of a server code; an unknown code reads as awaiting shipment (the first step). */
export function orderStatusOf(code: number): OrderStatus {
  return ORDER_STATUSES[code] ?? 'awaitingShipment';
}

/** The tracking steps that a status names: the timeline's "shipped" and "received" are the list's words. */
export const ORDER_STEP_STATUS = { shipped: 'shipped', received: 'received' } as const satisfies Record<
  string,
  OrderStatus
>;

export const SCENE_STATUSES = ['normal', 'calculating', 'failed', 'archived'] as const;
export type SceneStatus = (typeof SCENE_STATUSES)[number];

export const CHARGE_RECORD_TYPE = { systemGift: 0, topUp: 1, systemRefund: 2, spend: -1 } as const;
export type ChargeRecordType = (typeof CHARGE_RECORD_TYPE)[keyof typeof CHARGE_RECORD_TYPE];

export const CHARGE_CHANNEL = { free: 0, expansion: 1, upgradePackage: 2 } as const;
export type ChargeChannel = (typeof CHARGE_CHANNEL)[keyof typeof CHARGE_CHANNEL];

/** 2 ordinary e-mail invoice, 3 special VAT invoice. */
export const INVOICE_TYPE = { ordinary: 2, special: 3 } as const;
export type InvoiceType = (typeof INVOICE_TYPE)[keyof typeof INVOICE_TYPE];
