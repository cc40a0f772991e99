import type { User } from '@crewline/shared/contracts/auth';

/** The local storage keys of the session. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
} as const;

export type TokenStore = {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(accessToken: string, refreshToken: string): void;
  getUser(): User | null;
  setUser(user: User): void;
  clear(): void;
};

/** Keeps the session tokens and the signed-in user in the given storage. */
export function createTokenStore(storage: Storage): TokenStore {
  return {
    getAccessToken: () => storage.getItem(STORAGE_KEYS.accessToken),
    getRefreshToken: () => storage.getItem(STORAGE_KEYS.refreshToken),
    setTokens(accessToken, refreshToken) {
      storage.setItem(STORAGE_KEYS.accessToken, accessToken);
      storage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
    },
    getUser() {
      const raw = storage.getItem(STORAGE_KEYS.user);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as User;
      } catch {
        // A corrupt entry is as good as none; the profile call will restore it.
        return null;
      }
    },
    setUser: (user) => storage.setItem(STORAGE_KEYS.user, JSON.stringify(user)),
    clear() {
      storage.removeItem(STORAGE_KEYS.accessToken);
      storage.removeItem(STORAGE_KEYS.refreshToken);
      storage.removeItem(STORAGE_KEYS.user);
    },
  };
}
