import { useQuery } from '@tanstack/react-query';
import { fetchVersions } from './files-api.ts';
import { fileKeys } from './query-keys.ts';

/** A file's versions, newest first (the version history dialog). */
export function useFileVersions(fileId: string | null) {
  return useQuery({
    queryKey: fileKeys.versions(fileId ?? ''),
    queryFn: () => fetchVersions(fileId ?? ''),
    enabled: Boolean(fileId),
  });
}
