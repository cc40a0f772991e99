import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/use-auth.ts';

/** Signs out and then goes to `destination` ("/" from the header, "/auth/login" from the sidebar). */
export function useSignOut(destination: string) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout(destination);
    // Outside the dashboard there is no auth gate to move the page, so go there directly too.
    navigate(destination, { replace: true });
  }, [logout, navigate, destination]);
}
