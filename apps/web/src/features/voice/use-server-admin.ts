import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { AuthContext } from '../../app/auth/auth-context.ts';
import { isServerAdmin } from '../../pages/dev-tools/dev-access-api.ts';

/**
 * Whether the server says the signed-in account is a server administrator (false until it
 * has answered, and for anyone it refuses). The server settings that fix a missing speech
 * engine are shown only then: nobody else can act on them. Asked when first needed (a failure
 * an administrator could fix is on screen), then once per account and session.
 */
export function useServerAdmin(): boolean {
  // Read without useAuth: the voice button also renders outside the signed-in shell in tests.
  const userId = useContext(AuthContext)?.user?.id ?? null;
  const query = useQuery({
    queryKey: ['server-admin', userId],
    queryFn: isServerAdmin,
    staleTime: Infinity,
    retry: false,
  });
  return query.data === true;
}
