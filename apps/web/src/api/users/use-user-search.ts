import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchUsers } from './users-api.ts';

/** Suggestions for a typed name or e-mail; nothing is asked for until something is typed. */
export function useUserSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['users', 'search', q],
    queryFn: ({ signal }) => searchUsers(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
