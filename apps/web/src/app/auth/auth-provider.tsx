import type { User } from '@crewline/shared/contracts/auth';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../api/api-error.ts';
import * as authApi from '../../api/auth/auth-api.ts';
import { api } from '../../api/client.ts';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context.ts';

type State = { status: AuthStatus; user: User | null; exitTo: string | null };

function initialState(): State {
  if (!api.store.getAccessToken() && !api.store.getRefreshToken()) {
    return { status: 'unauthenticated', user: null, exitTo: null };
  }
  return { status: 'loading', user: api.store.getUser(), exitTo: null };
}

// Offline or a struggling server is no reason to sign someone out: keep the stored user.
function keepsSession(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.status >= 500);
}

/** Loads the session on start and keeps it in sync with the API client. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(initialState);
  // Set just before a deliberate sign-out, so the gate and the caller agree on where to go.
  const exitTo = useRef<string | null>(null);

  useEffect(
    () =>
      api.subscribe((event) => {
        if (event.type === 'started' || event.type === 'refreshed') {
          exitTo.current = null;
          setState({ status: 'authenticated', user: event.user, exitTo: null });
        } else {
          const destination = event.type === 'ended' ? exitTo.current : null;
          setState({ status: 'unauthenticated', user: null, exitTo: destination });
        }
      }),
    [],
  );

  useEffect(() => {
    if (state.status !== 'loading') return;
    let cancelled = false;
    authApi
      .fetchProfile()
      .then((user) => {
        if (cancelled) return;
        api.store.setUser(user);
        setState({ status: 'authenticated', user, exitTo: null });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const stored = api.store.getUser();
        if (keepsSession(error) && stored) {
          setState({ status: 'authenticated', user: stored, exitTo: null });
        } else if (api.store.getAccessToken() || api.store.getRefreshToken()) {
          api.endSession();
        } else {
          setState({ status: 'unauthenticated', user: null, exitTo: null });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [state.status]);

  const completeProviderSignIn = useCallback(async (accessToken: string, refreshToken: string) => {
    api.store.setTokens(accessToken, refreshToken);
    try {
      const user = await authApi.fetchProfile();
      if (!user?.id) throw new Error('Profile without id');
      api.startSession({ access_token: accessToken, refresh_token: refreshToken, user });
      return user;
    } catch (error) {
      api.endSession();
      throw error;
    }
  }, []);

  const logout = useCallback(async (destination = '/auth/login') => {
    exitTo.current = destination;
    await authApi.logout();
  }, []);

  const logoutAfter = useCallback(async (end: () => Promise<void>, destination: string) => {
    await api.whileEndingSession(async () => {
      await end();
      exitTo.current = destination;
      await authApi.logout();
    });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login: authApi.login,
      register: authApi.register,
      logout,
      logoutAfter,
      completeProviderSignIn,
    }),
    [state, logout, logoutAfter, completeProviderSignIn],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
