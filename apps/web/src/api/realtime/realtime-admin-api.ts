import type { RealtimeDiagnosticsJson } from '@crewline/shared/contracts/realtime-responses';
import { api } from '../client.ts';

/** The server's view of its realtime layer (403 for non-admins in production). */
export function fetchRealtimeDiagnostics(): Promise<RealtimeDiagnosticsJson> {
  return api.get<RealtimeDiagnosticsJson>('/api/admin/realtime');
}
