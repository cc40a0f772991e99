import { createApiClient } from './http-client.ts';
import { redirectOnSessionExpired } from './session-redirect.ts';
import { createTokenStore } from './token-store.ts';

/** The app's one API client; everything that talks HTTP goes through it. */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  store: createTokenStore(window.localStorage),
  onSessionExpired: redirectOnSessionExpired,
  lock: <T>(task: () => Promise<T>): Promise<T> =>
    navigator.locks
      ? (navigator.locks.request('crewline-token-refresh', task) as Promise<T>)
      : task(),
});
