import type { LoginInput, RegisterInput, User } from '@crewline/shared/contracts/auth';
import { createContext } from 'react';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type AuthContextValue = {
  status: AuthStatus;
  user: User | null;
  /** Where a deliberate sign-out asked to go; null after an expiry or before any sign-out. */
  exitTo: string | null;
  login(input: LoginInput): Promise<User>;
  /** null: an invited account's sign-up, finished by the link mailed to the address. */
  register(input: RegisterInput): Promise<User | null>;
  /** Signs out; `destination` is where the auth gate sends the user ("/auth/login" by default). */
  logout(destination?: string): Promise<void>;
  /**
   * Runs `end`, which ends the account on the server (its deletion), then signs out to
   * `destination`. The session dying meanwhile is expected: no session-expired page.
   */
  logoutAfter(end: () => Promise<void>, destination: string): Promise<void>;
  /** Stores the provider callback's tokens and loads the profile; throws when it fails. */
  completeProviderSignIn(accessToken: string, refreshToken: string): Promise<User>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
