import type { SignInProvider } from '@crewline/shared/contracts/security';
import { useMutation } from '@tanstack/react-query';
import { startLinking } from './security-api.ts';

/**
 * Starts linking a provider and leaves for its sign-in page; the provider sends the browser
 * back to Settings → Security with `linked` or `link_error` in the address.
 */
export function useLinkProvider(
  navigate: (url: string) => void = (url) => window.location.assign(url),
) {
  return useMutation({
    mutationFn: (provider: SignInProvider) => startLinking(provider),
    onSuccess: ({ url }) => navigate(url),
  });
}
