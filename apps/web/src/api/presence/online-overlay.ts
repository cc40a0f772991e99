import type { PresenceJson } from '@crewline/shared/contracts/presence';
import type { Member } from '../members/members-api.ts';
import type { Project } from '../projects/types.ts';

/** Whether a user is online; undefined when the presence store does not know them. */
export type OnlineLookup = (userId: string) => boolean | undefined;

/** A lookup over the presence store: anyone not offline (online, away, busy) is online. */
export function onlineLookup(presence: readonly PresenceJson[]): OnlineLookup {
  const byUser = new Map(presence.map((entry) => [entry.user_id, entry.status !== 'offline']));
  return (userId) => byUser.get(userId);
}

// The server caches the lists whose `online` this replaces, so theirs is only a fallback.
function overlaid(current: boolean, userId: string, lookup: OnlineLookup): boolean {
  return lookup(userId) ?? current;
}

/** The project with its team's live presence; the same object when nothing changed. */
export function withTeamPresence(project: Project, lookup: OnlineLookup): Project {
  let changed = false;
  const team = project.team.map((entry) => {
    const online = overlaid(entry.online, entry.id, lookup);
    if (online === entry.online) return entry;
    changed = true;
    return { ...entry, online };
  });
  return changed ? { ...project, team } : project;
}

/** The members with live presence; unchanged members keep their object. */
export function withMemberPresence(members: Member[], lookup: OnlineLookup): Member[] {
  let changed = false;
  const next = members.map((member) => {
    const online = overlaid(member.online, member.user_id, lookup);
    if (online === member.online) return member;
    changed = true;
    return { ...member, online };
  });
  return changed ? next : members;
}
