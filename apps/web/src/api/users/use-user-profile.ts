import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api-error.ts';
import { fetchUserProfile } from './user-profile-api.ts';

/** A user's public profile; a 404 is an answer ("User not found"), not worth retrying. */
export function useUserProfile(userId: string | undefined) {
  return useQuery({
    queryKey: ['users', 'profile', userId],
    queryFn: ({ signal }) => fetchUserProfile(userId!, signal),
    enabled: Boolean(userId),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}
