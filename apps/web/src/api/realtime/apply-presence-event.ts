import type { PresenceUpdateFrame } from '@crewline/shared/realtime/server-frames';
import type { PresenceJson } from '@crewline/shared/contracts/presence';
import { presenceKey } from '../presence/query-keys.ts';
import type { RealtimeCache } from './realtime-cache.ts';

/**
 * presence_update: the user's entry in the presence store is replaced (or added). Before the
 * store has loaded nothing is written: a list of one would read as "everyone else offline".
 */
export function applyPresenceEvent(cache: RealtimeCache, frame: PresenceUpdateFrame): void {
  const { presence } = frame;
  cache.queryClient.setQueryData<PresenceJson[]>(presenceKey, (list) => {
    if (!list) return list;
    const index = list.findIndex((entry) => entry.user_id === presence.user_id);
    if (index === -1) return [...list, presence];
    const next = list.slice();
    next[index] = presence;
    return next;
  });
}
