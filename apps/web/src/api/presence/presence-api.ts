import type { PresenceJson } from '@crewline/shared/contracts/presence';
import { api } from '../client.ts';

// Presence changes every few seconds and the socket keeps it current: no path cache.
const FRESH = { cache: false } as const;

/** The presence of everyone who shares a project with the caller, the caller included. */
export async function fetchPresence(): Promise<PresenceJson[]> {
  const body = await api.get<{ presence: PresenceJson[] }>('/api/presence', FRESH);
  return body.presence;
}
