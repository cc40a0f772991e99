import type { UserUpdatedFrame } from '@crewline/shared/realtime/server-frames';
import { api } from '../client.ts';
import type { RealtimeCache } from './realtime-cache.ts';

type Person = UserUpdatedFrame['user'];

/** Whether a cached object is this person as some screen shows them (an id and an avatar). */
function isPerson(value: Record<string, unknown>, id: string): boolean {
  return value.id === id && 'avatar' in value;
}

/**
 * Returns `data` with every appearance of the person (message authors, comment authors, task
 * assignees, team lists, members, thread participants, presence) showing their new name and
 * picture. Unchanged branches keep their identity, so only screens that show them re-render.
 */
export function patchPerson<T>(data: T, person: Person): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      const patched = patchPerson(item, person);
      if (patched !== item) changed = true;
      return patched;
    });
    return (changed ? next : data) as T;
  }
  if (data === null || typeof data !== 'object') return data;
  const source = data as Record<string, unknown>;
  let next: Record<string, unknown> | null = null;
  if (isPerson(source, person.id)) {
    next = { ...source, avatar: person.avatar };
    if ('avatar_small' in source) next.avatar_small = person.avatar_small;
    if ('name' in source) next.name = person.name;
    if ('user_name' in source) next.user_name = person.name;
  }
  for (const [key, value] of Object.entries(source)) {
    if (value === null || typeof value !== 'object') continue;
    const patched = patchPerson(value, person);
    if (patched !== value) {
      next ??= { ...source };
      next[key] = patched;
    }
  }
  return (next ?? data) as T;
}

/**
 * user_updated: someone's name or avatar changed. The signed-in user's own change replaces the
 * stored user (header, menus); every cached screen that shows the person is patched in place.
 */
export function applyUserEvent(cache: RealtimeCache, frame: UserUpdatedFrame): void {
  const { user } = frame;
  const self = api.store.getUser();
  if (self && self.id === user.id) {
    const changed =
      self.avatar !== user.avatar ||
      self.avatar_small !== user.avatar_small ||
      self.name !== user.name;
    if (changed) api.replaceUser({ ...self, ...user });
  }
  for (const query of cache.queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const patched = patchPerson(data, user);
    if (patched !== data) cache.queryClient.setQueryData(query.queryKey, patched);
  }
}
