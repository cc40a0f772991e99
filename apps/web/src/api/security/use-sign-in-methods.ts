import { useQuery } from '@tanstack/react-query';
import { fetchSignInMethods } from './security-api.ts';
import { securityKeys } from './query-keys.ts';

/** The linked providers and whether a password is set. */
export function useSignInMethods() {
  return useQuery({ queryKey: securityKeys.signInMethods, queryFn: fetchSignInMethods });
}
