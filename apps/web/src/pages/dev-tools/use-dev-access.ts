import { useEffect, useState } from 'react';
import { useAuth } from '../../app/auth/use-auth.ts';
import { isDevelopmentBuild, isServerAdmin } from './dev-access-api.ts';

/** Whether the developer pages may show: still deciding, yes, or no (the 404 page). */
type DevAccess = 'checking' | 'allowed' | 'denied';

/**
 * Development builds always show the developer pages; a production build shows them only to a
 * signed-in server administrator, and says "checking" (never the tool) until the server agrees.
 */
export function useDevAccess(): DevAccess {
  const { status, user } = useAuth();
  const development = isDevelopmentBuild();
  const userId = user?.id ?? null;
  const [verdict, setVerdict] = useState<{ userId: string; admin: boolean } | null>(null);

  useEffect(() => {
    if (development || status !== 'authenticated' || !userId) return;
    let cancelled = false;
    void isServerAdmin().then((admin) => {
      if (!cancelled) setVerdict({ userId, admin });
    });
    return () => {
      cancelled = true;
    };
  }, [development, status, userId]);

  if (development) return 'allowed';
  if (status === 'loading') return 'checking';
  if (status === 'unauthenticated' || !userId) return 'denied';
  // A verdict about another account (after switching users) does not count.
  if (verdict?.userId !== userId) return 'checking';
  return verdict.admin ? 'allowed' : 'denied';
}
