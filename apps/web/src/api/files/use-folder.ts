import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchFolder } from './files-api.ts';
import { fileKeys, type FolderScope } from './query-keys.ts';

/**
 * A folder's children or a search's matches. Without a project and a search there is nothing
 * to ask: the dashboard's root lists the caller's projects instead.
 */
export function useFolder(scope: FolderScope) {
  return useQuery({
    queryKey: fileKeys.list(scope),
    queryFn: () => fetchFolder(scope),
    enabled: Boolean(scope.projectId || scope.q),
    placeholderData: keepPreviousData,
  });
}
