/** Kysely's view of the tables (kept in step with the migrations). */
import type { DownloadsTables } from './schema-downloads.ts';
import type { LimitsTables } from './schema-limits.ts';
import type { ScenesExtraTables } from './schema-scenes-extra.ts';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `bigint` column: PGlite reads it as a number, node-postgres as a string; convert with `Number()`. */
export type Int8 = ColumnType<number | string, number | string | bigint, number | string | bigint>;
/** A `numeric(12,2)` money column: read as a string; convert with `Number()`. */
export type Money = ColumnType<string | number, number | string, number | string>;
/** A nullable money column. */
export type MoneyOrNull = ColumnType<
  string | number | null,
  number | string | null | undefined,
  number | string | null
>;

export interface UsersTable {
  id: Generated<number>;
  user_name: string;
  /** `userNameKey(user_name)`, unique: look-alike names count as the same name. */
  name_key: ColumnType<string | null, string | null | undefined, string | null>;
  phone: string | null;
  area_num: Generated<string>;
  email: string | null;
  password_hash: string;
  head: string | null;
  nick_name: string | null;
  deletion_requested_at: Date | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  device_login: Generated<boolean>;
  camera_id: number | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  account: string;
  code: string;
  purpose: string;
  expires_at: Timestamp;
  used: Generated<boolean>;
  attempts: Generated<number>;
  ip: string | null;
  created_at: CreatedAt;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  account: string;
  ip: string;
  created_at: CreatedAt;
}

export interface VisitorInfosTable {
  id: Generated<number>;
  payload: JSONColumnType<Record<string, unknown>>;
  ip: string | null;
  created_at: CreatedAt;
}

export interface UserFilesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  mime_type: string;
  data: Uint8Array;
  created_at: CreatedAt;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  country: string;
  province: string;
  city: string;
  district: string | null;
  detail: string;
  receiver: string;
  phone: string;
  /** The account's default delivery address (migration 0310; at most one per account). */
  is_default: Generated<boolean>;
  created_at: CreatedAt;
}

export interface StorageSkusTable {
  sku_sn: string;
  unit: string;
  size_bytes: Int8;
  month: number;
  price: Money;
  dollar_price: Money;
  description: string;
  sort: Generated<number>;
}

export interface CamerasTable {
  id: Generated<number>;
  /** The account it is bound to; null while unbound. */
  user_id: number | null;
  sn_code: string;
  device_id: string;
  mac_address: string | null;
  child_name: string;
  /** 4 Pro, 9 Minion, 0 Lite. */
  type: number;
  /** 0 domestic, 1 abroad. */
  country: Generated<number>;
  /** The current storage-plan subscription; null on the base capacity. */
  space_id: number | null;
  capacity_unit: string;
  total_bytes: Int8;
  expiry_time: Date | null;
  points: Generated<number>;
  reserved_points: Generated<number>;
  last_shoot_time: Date | null;
  bound_at: Date | null;
  created_at: CreatedAt;
}

export interface CapacitySubscriptionsTable {
  id: Generated<number>;
  camera_id: number;
  user_id: number | null;
  unit: string;
  size_bytes: Int8;
  start_time: Timestamp;
  expiry_time: Timestamp;
  order_id: number | null;
  created_at: CreatedAt;
}

export interface MembershipsTable {
  id: Generated<number>;
  user_id: number;
  camera_id: number | null;
  purchase_time: Timestamp;
  expiry_time: Timestamp;
  order_id: number | null;
  bound_at: Date | null;
  created_at: CreatedAt;
}

export interface CartItemsTable {
  user_id: number;
  goods_id: number;
  goods_count: number;
  selected: Generated<boolean>;
  created_at: CreatedAt;
}

/** What a paid order applies, by order kind. */
export interface OrderDetails {
  points?: number;
  unit?: string;
  month?: number;
  skuSn?: string;
  purchaseKind?: string;
  count?: number;
  /** A membership renewal: the membership extended by the payment. */
  incrementId?: number;
  /** The scene of a paid download order. */
  sceneId?: number;
}

export interface OrdersTable {
  id: Generated<number>;
  order_sn: string;
  user_id: number;
  /** The account-area tab: 1 camera, 2 membership, 3 other, 4 download. */
  category: number;
  /** What is paid: 1 points, 2 storage, 3 goods, 4 membership, 5 download. */
  kind: number;
  /** 0 waiting for shipment, 1 partly dispatched, 2 received, 3 finished, 4 cancelled, 5 expired. */
  status: Generated<number>;
  pay_type: number;
  currency: string;
  amount: Money;
  amount_rmb: MoneyOrNull;
  amount_usd: MoneyOrNull;
  camera_id: number | null;
  receiver_id: number | null;
  invoice_type: number | null;
  delay_days: Generated<number>;
  details: JSONColumnType<OrderDetails, OrderDetails | string | undefined, OrderDetails | string>;
  paid_at: Date | null;
  /** Shop orders: when the goods left the warehouse, and when the customer received them. */
  shipped_at: Date | null;
  received_at: Date | null;
  created_at: CreatedAt;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  goods_id: number | null;
  name: string;
  goods_count: number;
  price: Money;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  pay_type: number;
  reference: string;
  amount: Money;
  currency: string;
  /** 0 pending, 1 paid, 2 failed, 3 refunded (paid but the order could no longer be honoured). */
  status: Generated<number>;
  created_at: CreatedAt;
  finished_at: Date | null;
}

export interface ChargeRecordsTable {
  id: Generated<number>;
  camera_id: number;
  user_id: number | null;
  type: number;
  channel: Generated<number>;
  points: number;
  amount: MoneyOrNull;
  currency: string | null;
  scene_num: string | null;
  order_id: number | null;
  created_at: CreatedAt;
}

export interface ExpansionRecordsTable {
  id: Generated<number>;
  camera_id: number;
  user_id: number | null;
  unit: string;
  month: number;
  amount: Money;
  currency: string;
  pay_type: number;
  order_id: number | null;
  order_sn: string;
  start_time: Timestamp;
  expiry_time: Timestamp;
  created_at: CreatedAt;
}

/** The saved invoice fields of one type (the InvoiceInfo shape of the contract, camelCase). */
export type InvoiceInfoFields = Record<string, string>;

export interface InvoiceInfosTable {
  user_id: number;
  type: number;
  fields: JSONColumnType<InvoiceInfoFields, InvoiceInfoFields | string, InvoiceInfoFields | string>;
  created_at: CreatedAt;
}

export interface InvoicesTable {
  id: Generated<number>;
  user_id: number;
  /** The camera invoiced; null for an order's invoice when the order has no camera. */
  camera_id: number | null;
  /** The order invoiced (one invoice per order); null for an invoice of a camera's purchases. */
  order_id: number | null;
  type: number;
  title: string;
  code: string | null;
  email_address: string;
  organized_address: string | null;
  register_phone: string | null;
  bank_name: string | null;
  bank_account: string | null;
  ship_name: string | null;
  ship_mobile: string | null;
  ship_area_path: string | null;
  ship_address: string | null;
  amount: Money;
  currency: Generated<string>;
  status: Generated<number>;
  delivered_at: Date | null;
  created_at: CreatedAt;
  updated_at: Date | null;
}

export interface FoldersTable {
  id: Generated<number>;
  user_id: number;
  parent_id: number | null;
  name: string;
  /** 0 scene folders, 1 download folders. */
  type: Generated<number>;
  created_at: CreatedAt;
}

export interface ScenesTable {
  id: Generated<number>;
  scene_num: string;
  user_id: number;
  camera_id: number | null;
  folder_id: number | null;
  name: string;
  /** 0 other, 1 museum, 2 real estate, 3 e-commerce, 4 catering, 5 home. */
  type: Generated<number>;
  /** 0 normal, 1 calculating, 2 calculation failed, 3 archived. */
  status: Generated<number>;
  size_bytes: Int8;
  view_count: Generated<number>;
  cover: string | null;
  is_old_mu: Generated<boolean>;
  is_set_data: Generated<boolean>;
  created_at: CreatedAt;
  generated_at: Date | null;
  archived_at: Date | null;
}

export interface PermissionResourcesTable {
  id: Generated<number>;
  name: string;
  en_name: string;
  key_word: string;
  included: Generated<boolean>;
  sort: Generated<number>;
}

export interface CooperationsTable {
  id: Generated<number>;
  owner_id: number;
  collaborator_id: number;
  scene_id: number | null;
  camera_id: number | null;
  /** Permission resource ids joined with commas. */
  resource_ids: string;
  created_at: CreatedAt;
}

export interface NewsTable {
  id: Generated<number>;
  locale: string;
  title: string;
  label: string;
  cover: string | null;
  summary: string;
  content: string;
  published_at: Timestamp;
}

export interface CasesTable {
  id: Generated<number>;
  locale: string;
  title: string;
  industry_type: number;
  camera_type: number;
  cover: string;
  scene_url: string;
  view_count: Generated<number>;
  recommend_rank: Generated<number>;
  created_at: CreatedAt;
}

export interface DistributorApplicationsTable {
  id: Generated<number>;
  company_name: string;
  company_country: string;
  region: string;
  address: string;
  shop_type: number;
  shop_address: string | null;
  last_name: string;
  first_name: string;
  title: string | null;
  phone: string;
  email: string;
  created_at: CreatedAt;
}

export interface CustomerMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  content: string;
  contact: string;
  created_at: CreatedAt;
}

export interface CameraLoginTicketsTable {
  ticket_hash: string;
  /** 0 waiting, 1 scanned, 2 confirmed, 4 used. */
  status: Generated<number>;
  camera_id: number | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface Database extends ScenesExtraTables, LimitsTables, DownloadsTables {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  login_failures: LoginFailuresTable;
  visitor_infos: VisitorInfosTable;
  user_files: UserFilesTable;
  addresses: AddressesTable;
  storage_skus: StorageSkusTable;
  cameras: CamerasTable;
  capacity_subscriptions: CapacitySubscriptionsTable;
  memberships: MembershipsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  charge_records: ChargeRecordsTable;
  expansion_records: ExpansionRecordsTable;
  invoice_infos: InvoiceInfosTable;
  invoices: InvoicesTable;
  folders: FoldersTable;
  scenes: ScenesTable;
  permission_resources: PermissionResourcesTable;
  cooperations: CooperationsTable;
  news: NewsTable;
  cases: CasesTable;
  distributor_applications: DistributorApplicationsTable;
  customer_messages: CustomerMessagesTable;
  camera_login_tickets: CameraLoginTicketsTable;
}
