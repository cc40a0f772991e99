import type { AuthResponse, User } from '@crewline/shared/contracts/auth';
import { TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_MARGIN_MS } from '@crewline/shared/limits';
import { ApiError, CLIENT_MESSAGES, errorFromResponse } from './api-error.ts';
import { readTokenExpiry } from './jwt.ts';
import type { TokenStore } from './token-store.ts';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions = {
  body?: unknown;
  /** Refresh the session and retry once on a 401 (default true; off for sign-in calls). */
  refreshOnUnauthorized?: boolean;
  signal?: AbortSignal;
  /** Reads the headers of a successful response (e.g. a paged listing's next cursor). */
  onHeaders?: (headers: Headers) => void;
};

type SessionEvent =
  | { type: 'started'; user: User }
  | { type: 'refreshed'; user: User }
  | { type: 'ended' }
  | { type: 'expired' };

type ApiClientOptions = {
  fetch: typeof fetch;
  store: TokenStore;
  /** Called once when a session dies because its refresh failed. */
  onSessionExpired: () => void;
  now?: () => number;
  baseUrl?: string;
  /** Runs the refresh exclusively across browser tabs (Web Locks); defaults to no lock. */
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
};

const REFRESH_PATH = '/api/auth/refresh';

// A 4xx from the refresh call means the refresh token is gone for good; a network error or 5xx
// may pass, so it must not sign the user out.
function isSessionDeath(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const raw = await response.text();
  if (!raw) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

/** Creates the one HTTP client of the app (docs/PRODUCT.md, Web client). */
export function createApiClient(options: ApiClientOptions) {
  const { store, onSessionExpired } = options;
  const now = options.now ?? (() => Date.now());
  const baseUrl = options.baseUrl ?? '';
  const lock = options.lock ?? (<T>(task: () => Promise<T>) => task());
  const listeners = new Set<(event: SessionEvent) => void>();
  let refreshing: Promise<string> | null = null;
  // Set while the app itself ends the session on the server (deleting the account): a refused
  // refresh then is expected, and waits for the outcome instead of expiring the session.
  let endingOnPurpose: { refused: boolean } | null = null;

  function emit(event: SessionEvent): void {
    for (const listener of listeners) listener(event);
  }

  async function send(method: HttpMethod, path: string, body: unknown, signal?: AbortSignal) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = store.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    try {
      const response = await options.fetch(baseUrl + path, {
        method,
        headers,
        body: payload,
        signal,
      });
      return { response, token };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(CLIENT_MESSAGES.network, 0, 'network');
    }
  }

  async function runRefresh(): Promise<string> {
    const startedWith = store.getRefreshToken();
    if (!startedWith) {
      throw new ApiError(CLIENT_MESSAGES.noRefreshToken, 401, 'noRefreshToken');
    }
    return lock(async () => {
      // Refresh tokens rotate and a reused one kills the session: if another tab refreshed while
      // this one waited for the lock, take its tokens instead of spending the old one again.
      const current = store.getRefreshToken();
      const access = store.getAccessToken();
      if (current && current !== startedWith && access) return access;
      return exchange(current ?? startedWith);
    });
  }

  async function exchange(refreshToken: string): Promise<string> {
    const { response } = await send('POST', REFRESH_PATH, { refresh_token: refreshToken });
    const data = await readBody(response);
    if (!response.ok) throw errorFromResponse(response.status, data, REFRESH_PATH);
    const auth = data as AuthResponse;
    store.setTokens(auth.access_token, auth.refresh_token);
    store.setUser(auth.user);
    emit({ type: 'refreshed', user: auth.user });
    return auth.access_token;
  }

  function expireSession(hadSession: boolean): void {
    if (endingOnPurpose) {
      endingOnPurpose.refused = true;
      return;
    }
    store.clear();
    emit({ type: 'expired' });
    if (hadSession) onSessionExpired();
  }

  /** Runs at most one token refresh at a time; every caller shares its outcome. */
  function refreshSession(): Promise<string> {
    if (!refreshing) {
      const startedWith = store.getRefreshToken();
      refreshing = runRefresh()
        .catch((error: unknown) => {
          // A session signed out or replaced while the refresh ran is not this refresh's to end.
          const current = store.getRefreshToken() === startedWith;
          if (isSessionDeath(error) && current) expireSession(startedWith !== null);
          throw error;
        })
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions = {},
  ): Promise<T> {
    // A request that starts while a refresh runs waits for it rather than sending a dying token.
    if (refreshing) await refreshing.catch(() => undefined);

    let { response, token } = await send(method, path, opts.body, opts.signal);
    if (response.status === 401 && opts.refreshOnUnauthorized !== false) {
      // Another request may already have refreshed while this one was in flight.
      const current = store.getAccessToken();
      if (!current || current === token) {
        try {
          await refreshSession();
        } catch (error) {
          if (isSessionDeath(error))
            throw new ApiError(CLIENT_MESSAGES.authFailed, 401, 'authFailed');
          throw error;
        }
      }
      ({ response, token } = await send(method, path, opts.body, opts.signal));
      if (response.status === 401) {
        throw new ApiError(CLIENT_MESSAGES.authRequired, 401, 'authRequired');
      }
    }

    const data = await readBody(response);
    if (!response.ok) throw errorFromResponse(response.status, data, path);
    opts.onHeaders?.(response.headers);
    return data as T;
  }

  /**
   * Runs `end`, which ends the session for good (deleting the account, then signing out). The
   * server may refuse the session before `end` is done (its socket closes first); that refusal
   * expires nothing, so the app leaves where `end` says rather than to the session-expired page.
   * If `end` fails, a refusal seen meanwhile expires the session as usual.
   */
  async function whileEndingSession(end: () => Promise<void>): Promise<void> {
    const watch = { refused: false };
    endingOnPurpose = watch;
    try {
      await end();
    } catch (error) {
      endingOnPurpose = null;
      if (watch.refused && store.getRefreshToken() !== null) expireSession(true);
      throw error;
    } finally {
      endingOnPurpose = null;
    }
  }

  /** Refreshes when the access token has under five minutes left. */
  async function checkTokenExpiry(): Promise<void> {
    const token = store.getAccessToken();
    if (!token) return;
    const expiresAt = readTokenExpiry(token);
    if (expiresAt === null || expiresAt - now() >= TOKEN_REFRESH_MARGIN_MS) return;
    await refreshSession().catch(() => undefined);
  }

  return {
    request,
    get: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
    refreshSession,
    whileEndingSession,
    checkTokenExpiry,
    store,

    /** Stores a fresh sign-in and tells the listeners. */
    startSession(auth: AuthResponse): void {
      store.setTokens(auth.access_token, auth.refresh_token);
      store.setUser(auth.user);
      emit({ type: 'started', user: auth.user });
    },

    /** Puts an edited profile in place of the stored user and tells the listeners. */
    replaceUser(user: User): void {
      store.setUser(user);
      emit({ type: 'refreshed', user });
    },

    /** Forgets the session locally (after logout or a failed callback). */
    endSession(): void {
      store.clear();
      emit({ type: 'ended' });
    },

    /** Listens to session changes; returns the unsubscribe function. */
    subscribe(listener: (event: SessionEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Starts the 60 s token check; returns a stop function. */
    startBackgroundTasks(): () => void {
      const tokenTimer = setInterval(() => void checkTokenExpiry(), TOKEN_CHECK_INTERVAL_MS);
      return () => clearInterval(tokenTimer);
    },
  };
}
