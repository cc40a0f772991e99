import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  MUTED_PROJECT_NOT_MEMBER,
  QUIET_HOURS_TIME_INVALID,
  TIME_ZONE_INVALID,
  type NotificationPreferencesJson,
} from '@crewline/shared/contracts/notifications';
import type { TestApp } from '../../test/test-app.ts';
import { openTeam } from '../../test/team-fixture.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { send } from '../../test/notification-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let projectId: string;

beforeAll(async () => {
  ({ t, owner, member, projectId } = await openTeam());
});
afterAll(() => t.close());

const valid = (): NotificationPreferencesJson => structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);

describe('GET /api/notification-preferences', () => {
  it('gives the spec’s defaults to someone who never saved any', async () => {
    const user = await signUp(t);
    const res = await send(t, user, 'GET', '/api/notification-preferences');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: { mentions: true, deadlines: true, comments: true, updates: false, digest: 'daily' },
      push: { enabled: true, mentions: true, deadlines: true, comments: true, updates: true },
      quiet_hours: { enabled: false, start: '22:00', end: '08:00', time_zone: 'UTC' },
      muted_project_ids: [],
    });
  });
});

describe('PUT /api/notification-preferences', () => {
  it('saves the whole object and gives it back on GET, for the caller only', async () => {
    const prefs = valid();
    prefs.email.digest = 'weekly';
    prefs.email.updates = true;
    prefs.push.enabled = false;
    prefs.quiet_hours = { enabled: true, start: '23:30', end: '07:00', time_zone: 'Europe/Moscow' };
    prefs.muted_project_ids = [projectId, projectId];
    const res = await send(t, member, 'PUT', '/api/notification-preferences', prefs);
    expect(res.statusCode).toBe(200);
    const saved = { ...prefs, muted_project_ids: [projectId] };
    expect(res.json()).toEqual(saved);
    expect((await send(t, member, 'GET', '/api/notification-preferences')).json()).toEqual(saved);
    // Someone else still has the defaults.
    expect((await send(t, owner, 'GET', '/api/notification-preferences')).json()).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });

  it('answers 422 naming the field for bad values', async () => {
    const cases: [(p: NotificationPreferencesJson) => void, (string | number)[], string?][] = [
      [(p) => (p.quiet_hours.start = '24:00'), ['quiet_hours', 'start'], QUIET_HOURS_TIME_INVALID],
      [(p) => (p.quiet_hours.end = '7:00'), ['quiet_hours', 'end'], QUIET_HOURS_TIME_INVALID],
      [
        (p) => (p.quiet_hours.time_zone = 'Mars/Olympus'),
        ['quiet_hours', 'time_zone'],
        TIME_ZONE_INVALID,
      ],
      [(p) => ((p.email as { digest: string }).digest = 'hourly'), ['email', 'digest']],
      [(p) => ((p.push as { enabled: unknown }).enabled = 'yes'), ['push', 'enabled']],
      [(p) => (p.muted_project_ids = ['x']), ['muted_project_ids', 0]],
      [(p) => delete (p as Partial<NotificationPreferencesJson>).quiet_hours, ['quiet_hours']],
      [(p) => ((p.email as Record<string, unknown>).sms = true), ['email']],
    ];
    for (const [change, loc, msg] of cases) {
      const prefs = valid();
      change(prefs);
      const res = await send(t, member, 'PUT', '/api/notification-preferences', prefs);
      expect(res.statusCode, loc.join('.')).toBe(422);
      const detail = res.json().detail as { loc: unknown[]; msg: string }[];
      expect(detail.map((d) => d.loc.slice(1).map(String))).toContainEqual(loc.map(String));
      if (msg) expect(detail.map((d) => d.msg)).toContain(msg);
    }
  });

  it('answers 422 for muting a project the caller does not belong to', async () => {
    const prefs = valid();
    prefs.muted_project_ids = [projectId, randomUUID()];
    const stranger = await signUp(t);
    const res = await send(t, stranger, 'PUT', '/api/notification-preferences', prefs);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'muted_project_ids', 0], msg: MUTED_PROJECT_NOT_MEMBER },
      { loc: ['body', 'muted_project_ids', 1], msg: MUTED_PROJECT_NOT_MEMBER },
    ]);
    expect((await send(t, stranger, 'GET', '/api/notification-preferences')).json()).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });
});
