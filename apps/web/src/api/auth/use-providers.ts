import { useQuery } from '@tanstack/react-query';
import { fetchProviders } from './auth-api.ts';

/** The sign-in providers and whether each is configured on this server. */
export function useProviders() {
  return useQuery({ queryKey: ['auth', 'providers'], queryFn: fetchProviders, staleTime: 10 * 60_000 });
}
