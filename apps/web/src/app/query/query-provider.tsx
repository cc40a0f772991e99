import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client-instance.ts';

/**
 * Gives its subtree the shared query client. It wraps the signed-in areas (dashboard shell,
 * header menus) rather than the whole app, so TanStack Query stays out of the public pages'
 * first download. Wrap any other subtree that needs queries in it as well.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
