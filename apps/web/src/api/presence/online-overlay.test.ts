import type { PresenceJson } from '@crewline/shared/contracts/presence';
import { describe, expect, it } from 'vitest';
import { isProjectActive } from '../../features/projects/project-list-view.ts';
import { projectFixture } from '../projects/project-fixture.ts';
import { onlineLookup, withTeamPresence } from './online-overlay.ts';

const presence = (user_id: string, status: PresenceJson['status']) =>
  ({ user_id, status }) as PresenceJson;
const person = (id: string, online = false) =>
  ({ id, name: id, avatar: null, role: 'member', online }) as const;

describe('presence overlay', () => {
  it('turns a card Active when a team member is online, away or busy, by the presence store', () => {
    const project = projectFixture({ team: [person('a'), person('b')] });
    expect(isProjectActive(project)).toBe(false);
    const lookup = onlineLookup([presence('a', 'offline'), presence('b', 'away')]);
    const live = withTeamPresence(project, lookup);
    expect(live.team.map((member) => member.online)).toEqual([false, true]);
    expect(isProjectActive(live)).toBe(true);
  });

  it('the store wins over the cached flag; unknown users keep it; nothing changed, same object', () => {
    const project = projectFixture({ team: [person('a', true), person('c', true)] });
    const live = withTeamPresence(project, onlineLookup([presence('a', 'offline')]));
    expect(live.team.map((member) => member.online)).toEqual([false, true]);
    const same = projectFixture({ team: [person('a')] });
    expect(withTeamPresence(same, onlineLookup([presence('a', 'offline')]))).toBe(same);
  });
});
