import type { Handlers } from '../context.ts';
import { ApiFailure } from '../envelope.ts';
import { verifyPassword } from '../security/passwords.ts';
import { hashToken, newToken, sessionExpiry } from '../security/tokens.ts';

interface LoginBody {
  phoneNum: string;
  password: string;
}

export const signInHandlers: Handlers = {
  async login({ db, body, services }) {
    const { phoneNum, password } = body as LoginBody;
    const account = phoneNum.trim();
    const user = await db
      .selectFrom('users')
      .select(['id', 'password_hash', 'deletion_requested_at'])
      .where((eb) => eb.or([eb('phone', '=', account), eb('email', '=', account.toLowerCase())]))
      .executeTakeFirst();
    if (!user) throw new ApiFailure(3015);
    if (!(await verifyPassword(password, user.password_hash))) throw new ApiFailure(3014);
    const token = newToken();
    const now = services.now();
    await db.transaction().execute(async (trx) => {
      // Logging in during the cooling-off period cancels the deletion request (spec section 4).
      if (user.deletion_requested_at) {
        await trx.updateTable('users').set({ deletion_requested_at: null }).where('id', '=', user.id).execute();
      }
      await trx
        .insertInto('sessions')
        .values({ token_hash: hashToken(token), user_id: user.id, expires_at: sessionExpiry(now) })
        .execute();
    });
    return { token };
  },
};
