import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context.ts';

/** The session: status, user and the sign-in / sign-out actions. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
