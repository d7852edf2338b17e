import { memoryStorage } from '../session/sessionStore.ts';

/** localStorage, or a storage in memory when the browser blocks it (the site then forgets on reload). */
export function browserStorage(): Storage {
  try {
    const storage = window.localStorage;
    const probe = '__kankan_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}
