/**
 * Sign-in: password and code login with rate limits, verification codes (delivered to the log and the development
 * mailbox, never returned), registration, password reset, the camera-login QR flow, checkToken and logout.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  ACCOUNT_DELETION_COOLING_OFF_DAYS,
  DEFAULT_AREA_CODE,
  LOGIN_LOCK_MINUTES,
  userNameKey,
  validateEmail,
  validatePhone,
  validateUserName,
} from '@kankan/domain';
import type { Handlers, RequestContext, Services } from '../context.ts';
import { sql, type Kysely } from 'kysely';
import { isUniqueViolation, lockKeys } from '../db/atomic.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { ApiFailure } from '../envelope.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { hashToken, newToken, sessionExpiry } from '../security/tokens.ts';
import { addDaysMs, bodyOf, DAY_MS, type Schemas } from './common.ts';

/** Limits chosen for this server (the spec names none). */
export const SignInLimits = {
  /** Verification codes per account in 24 hours; the next request answers 3023. */
  codesPerAccountPerDay: 5,
  /** Verification codes per client address in 24 hours (3023). */
  codesPerIpPerDay: 20,
  codeTtlMs: 5 * 60 * 1000,
  /** Wrong tries of one code before it is spent. */
  codeAttempts: 5,
  /** Failed logins per account within the window; further logins answer 3027 until the window passes. */
  loginFailuresPerAccount: 5,
  /** Failed logins per client address within the window (3027). */
  loginFailuresPerIp: 20,
  loginWindowMs: LOGIN_LOCK_MINUTES * 60 * 1000,
  /** Seconds a camera-login ticket lives. */
  cameraTicketSeconds: 120,
} as const;

/**
 * Code answered while an account or address is locked out after repeated failed logins: a code of its own (not
 * 3003, "illegal request"), so the login form can say the account is locked, for how long, and how to unlock it.
 */
export const LOGIN_LOCKED_CODE = 3027;

export interface Account {
  kind: 'phone' | 'email';
  /** The phone number or the lower-case e-mail as stored on the user. */
  value: string;
  areaNum: string;
  /** Key of the verification codes and rate limits. */
  key: string;
}

export function parseAccount(phoneNum: string, areaNum: string | undefined): Account {
  const value = phoneNum.trim();
  const area = areaNum ?? DEFAULT_AREA_CODE;
  if (value.includes('@')) {
    const email = value.toLowerCase();
    return { kind: 'email', value: email, areaNum: area, key: email };
  }
  return { kind: 'phone', value, areaNum: area, key: area === DEFAULT_AREA_CODE ? value : `+${area} ${value}` };
}

/** Checks the format of an account a new code or registration is for: 3013 phone, 3019 e-mail. */
function requireValidAccount(account: Account): void {
  if (account.kind === 'email') {
    if (validateEmail(account.value)) throw new ApiFailure(3019);
  } else if (validatePhone(account.value, { areaCode: account.areaNum })) {
    throw new ApiFailure(3013);
  }
}

export async function findUser(db: Db, account: Account) {
  return db
    .selectFrom('users')
    .select(['id', 'user_name', 'password_hash', 'deletion_requested_at'])
    .where(account.kind === 'email' ? 'email' : 'phone', '=', account.value)
    .executeTakeFirst();
}

/** Accounts whose cooling-off period has ended are deleted (cameras unbound, records removed by cascade). */
export async function finalizeAccountDeletions(db: Db, now: Date): Promise<number> {
  const cutoff = addDaysMs(now, -ACCOUNT_DELETION_COOLING_OFF_DAYS);
  const deleted = await db
    .deleteFrom('users')
    .where('deletion_requested_at', 'is not', null)
    .where('deletion_requested_at', '<=', cutoff)
    .returning('id')
    .execute();
  return deleted.length;
}

/** The login's answer: the token, and whether the login cancelled a deletion in its cooling-off period. */
function loginAnswer(token: string, user: { deletion_requested_at: Date | null }): Schemas['LoginData'] {
  return user.deletion_requested_at ? { token, deletionCancelled: true } : { token };
}

async function startSession(
  db: Db,
  services: Services,
  userId: number,
  device: { cameraId: number } | null = null,
): Promise<string> {
  const token = newToken();
  const now = services.now();
  await db.transaction().execute(async (trx) => {
    if (!device) {
      // Logging in during the cooling-off period cancels the deletion request (spec section 4).
      await trx
        .updateTable('users')
        .set({ deletion_requested_at: null })
        .where('id', '=', userId)
        .where('deletion_requested_at', 'is not', null)
        .execute();
    }
    await trx
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        device_login: device !== null,
        camera_id: device?.cameraId ?? null,
        expires_at: sessionExpiry(now),
      })
      .execute();
  });
  return token;
}

/**
 * What failed logins are counted against: the account itself when it exists, so the spellings of one account (another
 * `areaNum` for the same phone, upper-case e-mail) share one count; the text sent when no account has it.
 */
function lockKey(account: Account, user: { id: number } | undefined): string {
  return user ? `user:${user.id}` : account.key;
}

/** Failed logins (and logins in progress) within the window, of `key` and of the client address. */
async function loginCounts(db: Kysely<Database>, ctx: RequestContext, key: string) {
  const since = new Date(ctx.services.now().getTime() - SignInLimits.loginWindowMs);
  const counts = await db
    .selectFrom('login_failures')
    .select((eb) => [
      eb.fn.count<string | number>('id').filterWhere('account', '=', key).as('account'),
      eb.fn.count<string | number>('id').filterWhere('ip', '=', ctx.ip).as('ip'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('account', '=', key), eb('ip', '=', ctx.ip)]))
    .executeTakeFirst();
  return (
    Number(counts?.account ?? 0) >= SignInLimits.loginFailuresPerAccount ||
    (ctx.services.perAddressLimits !== false && Number(counts?.ip ?? 0) >= SignInLimits.loginFailuresPerIp)
  );
}

async function checkLoginLock(ctx: RequestContext, key: string): Promise<void> {
  if (await loginCounts(ctx.db, ctx, key)) throw new ApiFailure(LOGIN_LOCKED_CODE);
}

/**
 * Counts this login as a failure before its password is checked (3027 when the account or address is locked), so
 * logins sent together cannot all pass the count: the account's and the address's locks make count-and-record one
 * step. A login that then succeeds clears the account's failures, this one included.
 */
async function reserveLoginAttempt(ctx: RequestContext, key: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockKeys(trx, `login-account:${key}`, `login-ip:${ctx.ip}`);
    if (await loginCounts(trx, ctx, key)) throw new ApiFailure(LOGIN_LOCKED_CODE);
    await trx
      .insertInto('login_failures')
      .values({ account: key, ip: ctx.ip, created_at: ctx.services.now() })
      .execute();
  });
}

/** Issues a code for `account` within the rate limits and hands it to the delivery service. */
async function issueCode(ctx: RequestContext, account: Account, purpose: string): Promise<void> {
  const now = ctx.services.now();
  const since = new Date(now.getTime() - DAY_MS);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // Counted and recorded under the account's and the address's locks, so requests sent together cannot all pass.
  await ctx.db.transaction().execute(async (trx) => {
    await lockKeys(trx, `code-account:${account.key}`, `code-ip:${ctx.ip}`);
    const counts = await trx
      .selectFrom('verification_codes')
      .select((eb) => [
        eb.fn.count<string | number>('id').filterWhere('account', '=', account.key).as('account'),
        eb.fn.count<string | number>('id').filterWhere('ip', '=', ctx.ip).as('ip'),
      ])
      .where('created_at', '>', since)
      .where((eb) => eb.or([eb('account', '=', account.key), eb('ip', '=', ctx.ip)]))
      .executeTakeFirst();
    if (
      Number(counts?.account ?? 0) >= SignInLimits.codesPerAccountPerDay ||
      (ctx.services.perAddressLimits !== false && Number(counts?.ip ?? 0) >= SignInLimits.codesPerIpPerDay)
    ) {
      throw new ApiFailure(3023);
    }
    await trx
      .insertInto('verification_codes')
      .values({
        account: account.key,
        code,
        purpose,
        ip: ctx.ip,
        expires_at: new Date(now.getTime() + SignInLimits.codeTtlMs),
        created_at: now,
      })
      .execute();
  });
  ctx.services.deliverCode(account.key, code, purpose);
}

/**
 * Spends the latest code of `account` when `code` matches it: 3006 when there is none or it is wrong (each wrong try
 * counts; after 5 the code is spent), 3005 when it has expired. Spending and counting are each one conditional
 * update, so tries sent together are each counted and a code is spent once.
 */
async function consumeCode(ctx: RequestContext, account: Account, code: string): Promise<void> {
  const now = ctx.services.now();
  const latest = await ctx.db
    .selectFrom('verification_codes')
    .select(['id', 'expires_at'])
    .where('account', '=', account.key)
    .where('used', '=', false)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) throw new ApiFailure(3006);
  if (new Date(latest.expires_at).getTime() <= now.getTime()) throw new ApiFailure(3005);
  const spent = await ctx.db
    .updateTable('verification_codes')
    .set({ used: true })
    .where('id', '=', latest.id)
    .where('used', '=', false)
    .where('code', '=', code)
    .returning('id')
    .executeTakeFirst();
  if (spent) return;
  await ctx.db
    .updateTable('verification_codes')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      used: sql<boolean>`${eb.ref('attempts')} + 1 >= ${SignInLimits.codeAttempts}`,
    }))
    .where('id', '=', latest.id)
    .where('used', '=', false)
    .execute();
  throw new ApiFailure(3006);
}

export const signInHandlers: Handlers = {
  async login(ctx) {
    const { phoneNum, password, areaNum } = bodyOf<Schemas['PasswordLoginRequest']>(ctx);
    const account = parseAccount(phoneNum, areaNum);
    await finalizeAccountDeletions(ctx.db, ctx.services.now());
    const user = await findUser(ctx.db, account);
    const key = lockKey(account, user);
    await reserveLoginAttempt(ctx, key);
    if (!user) throw new ApiFailure(3015);
    if (!(await verifyPassword(password, user.password_hash))) throw new ApiFailure(3014);
    await ctx.db.deleteFrom('login_failures').where('account', '=', key).execute();
    return loginAnswer(await startSession(ctx.db, ctx.services, user.id), user);
  },

  async quickLogin(ctx) {
    const { phoneNum, code, areaNum } = bodyOf<Schemas['QuickLoginRequest']>(ctx);
    const account = parseAccount(phoneNum, areaNum);
    await finalizeAccountDeletions(ctx.db, ctx.services.now());
    const user = await findUser(ctx.db, account);
    await checkLoginLock(ctx, lockKey(account, user));
    if (!user) throw new ApiFailure(3015);
    await consumeCode(ctx, account, code);
    return loginAnswer(await startSession(ctx.db, ctx.services, user.id), user);
  },

  async logout(ctx) {
    if (ctx.token) await ctx.db.deleteFrom('sessions').where('token_hash', '=', hashToken(ctx.token)).execute();
    return null;
  },

  async checkUser(ctx) {
    const { phoneNum, areaNum } = bodyOf<Schemas['CheckUserRequest']>(ctx);
    if (!(await findUser(ctx.db, parseAccount(phoneNum, areaNum)))) throw new ApiFailure(3015);
    return null;
  },

  async getMsgAuthCode(ctx) {
    const { phoneNum, areaNum } = bodyOf<Schemas['MsgAuthCodeRequest']>(ctx);
    const account = parseAccount(phoneNum, areaNum);
    if (account.kind !== 'phone') throw new ApiFailure(3013);
    requireValidAccount(account);
    await issueCode(ctx, account, 'sms');
    return null;
  },

  async getEmailAuthCode(ctx) {
    const { email } = bodyOf<Schemas['EmailAuthCodeRequest']>(ctx);
    const account = parseAccount(email, undefined);
    if (account.kind !== 'email') throw new ApiFailure(3019);
    requireValidAccount(account);
    await issueCode(ctx, account, 'email');
    return null;
  },

  async sendUserInfo(ctx) {
    const body = bodyOf<Schemas['SendUserInfoRequest']>(ctx);
    await ctx.db
      .insertInto('visitor_infos')
      .values({ payload: JSON.stringify(body), ip: ctx.ip, created_at: ctx.services.now() })
      .execute();
    return null;
  },

  async register(ctx) {
    const body = bodyOf<Schemas['RegisterRequest']>(ctx);
    const account = parseAccount(body.phoneNum, body.areaNum);
    requireValidAccount(account);
    const userName = body.userName.trim();
    const nameReason = validateUserName(userName);
    if (nameReason === 'userNameRequired') throw new ApiFailure(3001);
    if (nameReason === 'userNameLength') throw new ApiFailure(3010);
    if (nameReason === 'userNameSensitive') throw new ApiFailure(3012);
    if (nameReason) throw new ApiFailure(3021);
    if (body.password !== body.confirmPassword) throw new ApiFailure(3009);
    if (await findUser(ctx.db, account)) throw new ApiFailure(account.kind === 'email' ? 3020 : 3008);
    const taken = await ctx.db
      .selectFrom('users')
      .select('id')
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['user_name']), '=', userName.toLowerCase()),
          eb('name_key', '=', userNameKey(userName)),
        ]),
      )
      .executeTakeFirst();
    if (taken) throw new ApiFailure(3007);
    await consumeCode(ctx, account, body.code);
    const passwordHash = await hashPassword(body.password);
    try {
      await ctx.db
        .insertInto('users')
        .values({
          user_name: userName,
          name_key: userNameKey(userName),
          phone: account.kind === 'phone' ? account.value : null,
          area_num: account.areaNum,
          email: account.kind === 'email' ? account.value : null,
          password_hash: passwordHash,
          created_at: ctx.services.now(),
        })
        .execute();
    } catch (error) {
      // Another registration took the name or the account between the checks above and this insert.
      if (isUniqueViolation(error, 'users_user_name_key') || isUniqueViolation(error, 'users_name_key_unique')) {
        throw new ApiFailure(3007);
      }
      if (isUniqueViolation(error)) throw new ApiFailure(account.kind === 'email' ? 3020 : 3008);
      throw error;
    }
    return null;
  },

  async resetPassword(ctx) {
    const body = bodyOf<Schemas['ResetPasswordRequest']>(ctx);
    const account = parseAccount(body.phoneNum, body.areaNum);
    const user = await findUser(ctx.db, account);
    if (!user) throw new ApiFailure(3015);
    if (body.password !== body.confirmPassword) throw new ApiFailure(3009);
    await consumeCode(ctx, account, body.code);
    const passwordHash = await hashPassword(body.password);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      // Whoever proved they hold the account's phone or e-mail may log in with the new password at once.
      await trx.deleteFrom('login_failures').where('account', '=', lockKey(account, user)).execute();
    });
    return null;
  },

  async getCameraLoginQrCode(ctx) {
    const ticket = randomBytes(16).toString('hex');
    const now = ctx.services.now();
    await ctx.db
      .insertInto('camera_login_tickets')
      .values({
        ticket_hash: hashToken(ticket),
        expires_at: new Date(now.getTime() + SignInLimits.cameraTicketSeconds * 1000),
        created_at: now,
      })
      .execute();
    return {
      ticket,
      // The demo's QR code opens the simulated camera app; otherwise it is the camera app's own link.
      qrContent: ctx.services.demo
        ? `${ctx.services.publicOrigin}/dev/camera-login/${ticket}`
        : `kankan://camera-login?ticket=${ticket}`,
      expiresIn: SignInLimits.cameraTicketSeconds,
    };
  },

  async getCameraLoginQrStatus(ctx) {
    const { ticket } = bodyOf<Schemas['CameraLoginQrStatusRequest']>(ctx);
    const now = ctx.services.now();
    const row = await ctx.db
      .selectFrom('camera_login_tickets')
      .selectAll()
      .where('ticket_hash', '=', hashToken(ticket))
      .executeTakeFirst();
    if (!row || row.status === 4) return { status: 3 };
    if (row.status === 2 && row.camera_id != null) {
      // Handed out once: the ticket is spent (whether or not the camera is still bound) by the one poll whose
      // conditional update takes it; polls sent together get the spent answer.
      const taken = await ctx.db
        .updateTable('camera_login_tickets')
        .set({ status: 4 })
        .where('ticket_hash', '=', row.ticket_hash)
        .where('status', '=', 2)
        .returning('camera_id')
        .executeTakeFirst();
      if (!taken || taken.camera_id == null) return { status: 3 };
      const camera = await ctx.db
        .selectFrom('cameras')
        .select(['id', 'user_id'])
        .where('id', '=', taken.camera_id)
        .executeTakeFirst();
      if (!camera || camera.user_id == null) return { status: 3 };
      const token = await startSession(ctx.db, ctx.services, camera.user_id, { cameraId: camera.id });
      return { status: 2, token, deviceLogin: true };
    }
    if (new Date(row.expires_at).getTime() <= now.getTime()) return { status: 3 };
    return { status: row.status === 1 ? 1 : 0 };
  },

  async checkToken(ctx) {
    if (!ctx.session) throw new ApiFailure(3004);
    return null;
  },
};

/** The camera app's side of the QR login, simulated by the development page: scanning, then confirming. */
export async function scanCameraTicket(db: Db, ticket: string, now: Date): Promise<'ok' | 'expired'> {
  const updated = await db
    .updateTable('camera_login_tickets')
    .set({ status: 1 })
    .where('ticket_hash', '=', hashToken(ticket))
    .where('status', 'in', [0, 1])
    .where('expires_at', '>', now)
    .returning('ticket_hash')
    .executeTakeFirst();
  return updated ? 'ok' : 'expired';
}

export async function confirmCameraTicket(
  db: Db,
  ticket: string,
  snCode: string,
  now: Date,
): Promise<'ok' | 'expired' | 'unknownCamera'> {
  const camera = await db
    .selectFrom('cameras')
    .select('id')
    .where('sn_code', '=', snCode.trim())
    .where('user_id', 'is not', null)
    .executeTakeFirst();
  if (!camera) return 'unknownCamera';
  const updated = await db
    .updateTable('camera_login_tickets')
    .set({ status: 2, camera_id: camera.id })
    .where('ticket_hash', '=', hashToken(ticket))
    .where('status', 'in', [0, 1])
    .where('expires_at', '>', now)
    .returning('ticket_hash')
    .executeTakeFirst();
  return updated ? 'ok' : 'expired';
}
