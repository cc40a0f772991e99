import type { PresenceJson } from '@crewline/shared/contracts/presence';
import { api } from '../client.ts';

/** The presence of everyone who shares a project with the caller, the caller included. */
export async function fetchPresence(): Promise<PresenceJson[]> {
  const body = await api.get<{ presence: PresenceJson[] }>('/api/presence');
  return body.presence;
}
