import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchFolderPage, FOLDER_PAGE_SIZE } from './files-api.ts';
import { fileKeys, type FolderScope } from './query-keys.ts';

/**
 * A folder's children or a search's matches, FOLDER_PAGE_SIZE at a time: `files` holds the
 * pages loaded so far, `fetchNextPage` asks for the next while `hasNextPage`. Without a project
 * and a search there is nothing to ask: the dashboard's root lists the caller's projects instead.
 * A live change refetches every loaded page (invalidateFiles), each from the server's cursor.
 */
export function useFolder(scope: FolderScope) {
  const query = useInfiniteQuery({
    queryKey: fileKeys.list(scope),
    queryFn: ({ pageParam }) =>
      fetchFolderPage(scope, { limit: FOLDER_PAGE_SIZE, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    enabled: Boolean(scope.projectId || scope.q),
    placeholderData: keepPreviousData,
  });
  const files = useMemo(() => query.data?.pages.flatMap((page) => page.files), [query.data]);
  return { ...query, files };
}
