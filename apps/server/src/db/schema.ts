/** Kysely's view of the tables (kept in step with the migrations). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  user_name: string;
  phone: string | null;
  area_num: Generated<string>;
  email: string | null;
  password_hash: string;
  head: string | null;
  nick_name: string | null;
  deletion_requested_at: Date | null;
  created_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  device_login: Generated<boolean>;
  camera_id: number | null;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  account: string;
  code: string;
  purpose: string;
  expires_at: Timestamp;
  used: Generated<boolean>;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
}
