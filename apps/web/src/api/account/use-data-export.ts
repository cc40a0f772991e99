import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportJson } from '@crewline/shared/contracts/account';
import { fetchDataExport, requestDataExport } from './account-api.ts';
import { accountKeys } from './query-keys.ts';

/** How often a pending export is asked about. */
const DATA_EXPORT_POLL_MS = 5_000;

/** An export's status, asked again every few seconds while it is being built. */
export function useDataExport(id: string | null) {
  return useQuery({
    queryKey: accountKeys.dataExport(id ?? ''),
    queryFn: () => fetchDataExport(id!),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? DATA_EXPORT_POLL_MS : false,
  });
}

/** Asks for an export; its answer seeds the status query. */
export function useRequestDataExport(onRequested: (row: DataExportJson) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (row) => {
      queryClient.setQueryData(accountKeys.dataExport(row.id), row);
      onRequested(row);
    },
  });
}
