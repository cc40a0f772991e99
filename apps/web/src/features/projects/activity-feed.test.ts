import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../../api/projects/types.ts';
import { groupActivity, relativeTime } from './activity-feed.ts';

const now = new Date(2030, 4, 15, 12, 0, 0);
let n = 0;

function event(action: string, actorId: string | null, at: Date): ActivityEvent {
  n += 1;
  return {
    id: `e${n}`,
    project_id: 'p',
    category: 'members',
    action,
    entity_type: 'member',
    entity_id: null,
    data: {},
    created_at: at.toISOString(),
    actor: actorId ? { id: actorId, name: actorId, avatar: null } : null,
  } as ActivityEvent;
}

const at = (days: number, hours = 0) => new Date(2030, 4, 15 - days, 11 - hours, 0, 0);

describe('groupActivity', () => {
  it('groups by day into Today, Yesterday and dated groups, keeping the order', () => {
    const groups = groupActivity(
      [
        event('project_updated', 'ada', at(0)),
        event('member_added', 'ada', at(1)),
        event('project_created', 'ada', at(3)),
        event('member_added', 'bob', at(3, 1)),
      ],
      now,
    );
    expect(groups.map((g) => g.day)).toEqual(['today', 'yesterday', 'date']);
    expect(groups[2]?.items.map((i) => i.event.action)).toEqual([
      'project_created',
      'member_added',
    ]);
  });

  it('merges a run of the same action by the same user into one line with a count', () => {
    const groups = groupActivity(
      [
        event('member_added', 'ada', at(0, 1)),
        event('member_added', 'ada', at(0, 2)),
        event('member_added', 'ada', at(0, 3)),
        event('member_added', 'bob', at(0, 4)),
        event('member_added', 'ada', at(0, 5)),
      ],
      now,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.items.map((i) => [i.event.actor?.id, i.count])).toEqual([
      ['ada', 3],
      ['bob', 1],
      ['ada', 1],
    ]);
  });

  it('does not merge different actions, or the same action across days', () => {
    const groups = groupActivity(
      [
        event('member_added', 'ada', at(0)),
        event('member_removed', 'ada', at(0, 1)),
        event('member_removed', 'ada', at(1)),
      ],
      now,
    );
    expect(groups.map((g) => g.items.map((i) => i.count))).toEqual([[1, 1], [1]]);
  });

  it('treats events without an actor as one person', () => {
    const groups = groupActivity(
      [event('member_removed', null, at(0)), event('member_removed', null, at(0, 1))],
      now,
    );
    expect(groups[0]?.items).toHaveLength(1);
    expect(groups[0]?.items[0]?.count).toBe(2);
  });

  it('returns nothing for no events', () => {
    expect(groupActivity([], now)).toEqual([]);
  });
});

describe('relativeTime', () => {
  const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
  it('says just now under a minute, also for clocks slightly ahead', () => {
    expect(ago(59_000)).toEqual({ unit: 'now' });
    expect(ago(-5_000)).toEqual({ unit: 'now' });
  });
  it('uses whole minutes, hours and days', () => {
    expect(ago(60_000)).toEqual({ unit: 'minutes', value: 1 });
    expect(ago(59 * 60_000)).toEqual({ unit: 'minutes', value: 59 });
    expect(ago(60 * 60_000)).toEqual({ unit: 'hours', value: 1 });
    expect(ago(23 * 3_600_000 + 59 * 60_000)).toEqual({ unit: 'hours', value: 23 });
    expect(ago(24 * 3_600_000)).toEqual({ unit: 'days', value: 1 });
    expect(ago(10 * 24 * 3_600_000)).toEqual({ unit: 'days', value: 10 });
  });
});
