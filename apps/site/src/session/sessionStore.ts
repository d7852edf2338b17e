import { LOCALE_STORAGE_KEY, TOKEN_STORAGE_KEY, setTokenCookie } from '@kankan/i18n';
import type { components } from '@kankan/api';

/** The profile kept with the session (user info of `/user/getUserInfo`). */
export type SessionInfo = components['schemas']['UserInfo'];

/** What the site knows about the visitor's session (spec 3: token, name, info, deviceLogin). */
export interface SessionState {
  token: string | null;
  name: string | null;
  info: SessionInfo | null;
  /** A camera-account login: confined to scene management and consumption records. */
  deviceLogin: boolean;
}

/** localStorage keys of the session; the token key is shared with @kankan/i18n's query-string handling. */
export const SESSION_KEYS = {
  token: TOKEN_STORAGE_KEY,
  name: 'name',
  info: 'info',
  deviceLogin: 'deviceLogin',
  lastArea: 'lastArea',
} as const;

/** The area of the site a route belongs to; remembered so the start-up check knows where the user last was. */
export type SiteArea = 'public' | 'account';

export interface SessionStore {
  get(): SessionState;
  subscribe(listener: () => void): () => void;
  /** A successful login: saves the token (storage and cookie) and sets or clears the device-login flag. */
  logIn(token: string, options?: { deviceLogin?: boolean }): void;
  /** Keeps the fetched profile (and its user name). */
  setInfo(info: SessionInfo): void;
  /** Clears every saved item except the language choice, and the token cookie. */
  clear(): void;
  lastArea(): SiteArea | null;
  setLastArea(area: SiteArea): void;
}

export interface SessionStoreOptions {
  storage: Storage;
  /** Writes the token cookie; `null` removes it. */
  setCookie?: (token: string | null) => void;
}

function browserCookie(token: string | null): void {
  if (token) setTokenCookie(token);
  else document.cookie = `${TOKEN_STORAGE_KEY}=; path=/; max-age=0; SameSite=Lax`;
}

function readInfo(raw: string | null): SessionInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as SessionInfo) : null;
  } catch {
    return null;
  }
}

/** The session kept in localStorage (and the token in a cookie), with change notification for React. */
export function createSessionStore({ storage, setCookie = browserCookie }: SessionStoreOptions): SessionStore {
  const listeners = new Set<() => void>();
  const read = (): SessionState => ({
    token: storage.getItem(SESSION_KEYS.token) || null,
    name: storage.getItem(SESSION_KEYS.name),
    info: readInfo(storage.getItem(SESSION_KEYS.info)),
    deviceLogin: storage.getItem(SESSION_KEYS.deviceLogin) === 'true',
  });
  let state = read();
  const changed = () => {
    state = read();
    for (const listener of listeners) listener();
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    logIn(token, { deviceLogin = false } = {}) {
      storage.setItem(SESSION_KEYS.token, token);
      setCookie(token);
      if (deviceLogin) storage.setItem(SESSION_KEYS.deviceLogin, 'true');
      else storage.removeItem(SESSION_KEYS.deviceLogin);
      changed();
    },
    setInfo(info) {
      storage.setItem(SESSION_KEYS.info, JSON.stringify(info));
      storage.setItem(SESSION_KEYS.name, info.userName);
      changed();
    },
    clear() {
      const locale = storage.getItem(LOCALE_STORAGE_KEY);
      storage.clear();
      if (locale !== null) storage.setItem(LOCALE_STORAGE_KEY, locale);
      setCookie(null);
      changed();
    },
    lastArea() {
      const area = storage.getItem(SESSION_KEYS.lastArea);
      return area === 'public' || area === 'account' ? area : null;
    },
    setLastArea(area) {
      storage.setItem(SESSION_KEYS.lastArea, area);
    },
  };
}

/** A Storage in memory, for tests and for browsers that block localStorage. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}
