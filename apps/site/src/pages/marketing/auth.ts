import { TOKEN_STORAGE_KEY } from '@kankan/i18n';

/** Whether a session token is saved (the shell's session store writes it); read when the visitor acts. */
export function hasToken(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return Boolean(storage?.getItem(TOKEN_STORAGE_KEY));
  } catch {
    return false;
  }
}

/** The login page that brings the visitor back to `path` afterwards (spec 2.1: the `from` query). */
export function loginPath(path: string): string {
  return `/login/login?from=${encodeURIComponent(path)}`;
}
