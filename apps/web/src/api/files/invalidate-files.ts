import type { QueryClient } from '@tanstack/react-query';
import { fileKeys } from './query-keys.ts';

/**
 * Every cached listing and version list may hold a changed file (a folder's size, a search's
 * matches), so a change anywhere refetches what is shown; hidden ones reload when shown.
 */
export function invalidateFiles(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: fileKeys.all });
}
