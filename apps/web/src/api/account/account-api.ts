import type { DataExportJson, DeleteAccountBody } from '@crewline/shared/contracts/account';
import { api } from '../client.ts';

/** Deletes the signed-in account for good (owned projects handed over or deleted first). */
export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return api.post<void>('/api/auth/delete-account', body);
}

/** Asks for an export of one's data (or gets the one already being built). */
export function requestDataExport(): Promise<DataExportJson> {
  return api.post<DataExportJson>('/api/auth/export');
}

/** Where an export stands. */
export function fetchDataExport(id: string): Promise<DataExportJson> {
  return api.get<DataExportJson>(`/api/auth/export/${encodeURIComponent(id)}`);
}
