import type { PresenceJson } from '@crewline/shared/contracts/presence';
import type { TeamPerson } from './team-api.ts';

/**
 * The people with the presence store's status and last activity, which presence_update frames
 * keep current between reads of the team. People the store does not know keep what the team
 * call said; unchanged people keep their object, and nothing changed returns the same list.
 */
export function withPresence(
  people: TeamPerson[],
  presence: readonly PresenceJson[] | undefined,
): TeamPerson[] {
  if (!presence) return people;
  const byUser = new Map(presence.map((entry) => [entry.user_id, entry]));
  let changed = false;
  const next = people.map((person) => {
    const live = byUser.get(person.id);
    if (!live) return person;
    const lastActive = live.last_seen_at ?? person.last_active_at;
    if (live.status === person.presence && lastActive === person.last_active_at) return person;
    changed = true;
    return { ...person, presence: live.status, last_active_at: lastActive };
  });
  return changed ? next : people;
}
