import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  TIME_ZONE_INVALID,
} from '@crewline/shared/contracts/notifications';
import { DEFAULT_DEVELOPER_PROFILE } from '@crewline/shared/contracts/mentorship';
import { STALLED_AFTER_DAYS_INVALID } from '@crewline/shared/contracts/projects';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';

// The two settings insights read: the project's time zone and after how many days an open task
// counts as stalled.

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let stranger: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, member, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
});
afterAll(() => t.close());

async function saveQuietHoursZone(user: SignedUpUser, zone: string) {
  const prefs = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  prefs.quiet_hours.time_zone = zone;
  const res = await t.request({
    method: 'PUT',
    url: '/api/notification-preferences',
    token: user.access_token,
    payload: prefs,
  });
  expect(res.statusCode).toBe(200);
}

function put(user: SignedUpUser | null, projectId: string, payload: object) {
  return t.request({
    method: 'PUT',
    url: `/api/projects/${projectId}`,
    ...(user && { token: user.access_token }),
    payload,
  });
}

async function read(projectId: string, user: SignedUpUser = owner) {
  const res = await t.request({
    method: 'GET',
    url: `/api/projects/${projectId}`,
    token: user.access_token,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { time_zone: string; stalled_after_days: number };
}

describe('a new project’s time zone and stalled days', () => {
  it('starts in UTC with 7 days for an owner with no time zone stored', async () => {
    const fresh = await signUp(t);
    const project = await createProject(t, fresh);
    expect(project).toMatchObject({ time_zone: 'UTC', stalled_after_days: 7 });
  });

  it('starts in the zone of the owner’s notification preferences', async () => {
    const user = await signUp(t);
    await saveQuietHoursZone(user, 'Asia/Tokyo');
    const project = await createProject(t, user);
    expect(project.time_zone).toBe('Asia/Tokyo');
    expect((await read(project.id, user)).time_zone).toBe('Asia/Tokyo');
  });

  it('falls back to the developer profile’s zone when the preferences hold only UTC', async () => {
    const user = await signUp(t);
    await saveQuietHoursZone(user, 'UTC');
    const res = await t.request({
      method: 'PUT',
      url: '/api/mentorship/profile',
      token: user.access_token,
      payload: { ...DEFAULT_DEVELOPER_PROFILE, timezone: 'America/Sao_Paulo' },
    });
    expect(res.statusCode).toBe(200);
    expect((await createProject(t, user)).time_zone).toBe('America/Sao_Paulo');
  });

  it('takes the zone and days the request names, spelled as the runtime spells the zone', async () => {
    const user = await signUp(t);
    await saveQuietHoursZone(user, 'Asia/Tokyo');
    const project = await createProject(t, user, {
      time_zone: 'europe/berlin',
      stalled_after_days: 30,
    });
    expect(project).toMatchObject({ time_zone: 'Europe/Berlin', stalled_after_days: 30 });
  });

  it('refuses an unknown zone or days out of range with 422 at the field, creating nothing', async () => {
    const cases: [object, string, string][] = [
      [{ time_zone: 'Mars/Olympus' }, 'time_zone', TIME_ZONE_INVALID],
      [{ time_zone: '' }, 'time_zone', TIME_ZONE_INVALID],
      [{ stalled_after_days: 0 }, 'stalled_after_days', STALLED_AFTER_DAYS_INVALID],
      [{ stalled_after_days: 366 }, 'stalled_after_days', STALLED_AFTER_DAYS_INVALID],
      [{ stalled_after_days: 2.5 }, 'stalled_after_days', STALLED_AFTER_DAYS_INVALID],
      [{ stalled_after_days: '7' }, 'stalled_after_days', STALLED_AFTER_DAYS_INVALID],
    ];
    const user = await signUp(t);
    for (const [extra, field, message] of cases) {
      const res = await t.request({
        method: 'POST',
        url: '/api/projects',
        token: user.access_token,
        payload: { name: 'Nope', ...extra },
      });
      expect({ extra, status: res.statusCode }).toEqual({ extra, status: 422 });
      expect(res.json().detail).toEqual([{ loc: ['body', field], msg: message }]);
    }
    const list = await t.request({ method: 'GET', url: '/api/projects', token: user.access_token });
    expect(list.json()).toEqual([]);
  });
});

describe('PUT /api/projects/{id} with the insight settings', () => {
  it('lets the owner change both, and records what changed in the feed', async () => {
    const project = await createProject(t, owner);
    const res = await put(owner, project.id, {
      time_zone: 'Australia/Adelaide',
      stalled_after_days: 365,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ time_zone: 'Australia/Adelaide', stalled_after_days: 365 });
    expect(await read(project.id)).toMatchObject({
      time_zone: 'Australia/Adelaide',
      stalled_after_days: 365,
    });
    const feed = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/activity`,
      token: owner.access_token,
    });
    expect(feed.json()[0]).toMatchObject({
      action: 'project_updated',
      data: {
        changes: {
          time_zone: { from: 'UTC', to: 'Australia/Adelaide' },
          stalled_after_days: { from: 7, to: 365 },
        },
      },
    });
    // The lowest number of days is accepted too.
    expect((await put(owner, project.id, { stalled_after_days: 1 })).json()).toMatchObject({
      stalled_after_days: 1,
      time_zone: 'Australia/Adelaide',
    });
  });

  it('refuses a member 403, a stranger 404 and someone signed out 401, changing nothing', async () => {
    const project = await createProject(t, owner);
    await addMember(t, owner, project.id, member, 'manager');
    const body = { time_zone: 'Asia/Tokyo', stalled_after_days: 3 };
    const asMember = await put(member, project.id, body);
    expect(asMember.statusCode).toBe(403);
    const asStranger = await put(stranger, project.id, body);
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json().error).toBe('NOT_FOUND');
    const signedOut = await put(null, project.id, body);
    expect(signedOut.statusCode).toBe(401);
    expect(await read(project.id)).toMatchObject({ time_zone: 'UTC', stalled_after_days: 7 });
  });

  it('answers 422 at the field for an unknown zone or bad days, changing nothing', async () => {
    const project = await createProject(t, owner);
    const cases: [object, string, string][] = [
      [{ time_zone: 'Not/AZone' }, 'time_zone', TIME_ZONE_INVALID],
      [{ time_zone: 'x'.repeat(101) }, 'time_zone', expect.any(String)],
      [{ stalled_after_days: 0 }, 'stalled_after_days', STALLED_AFTER_DAYS_INVALID],
      [{ stalled_after_days: -3 }, 'stalled_after_days', STALLED_AFTER_DAYS_INVALID],
      [{ stalled_after_days: 366 }, 'stalled_after_days', STALLED_AFTER_DAYS_INVALID],
      [{ stalled_after_days: 1.5 }, 'stalled_after_days', STALLED_AFTER_DAYS_INVALID],
      [{ stalled_after_days: null }, 'stalled_after_days', STALLED_AFTER_DAYS_INVALID],
      [{ stalled_after_days: 1e300 }, 'stalled_after_days', STALLED_AFTER_DAYS_INVALID],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(owner, project.id, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 422 });
      expect(res.json().error).toBe('VALIDATION_ERROR');
      expect(res.json().detail).toContainEqual({ loc: ['body', field], msg: message });
    }
    expect(await read(project.id)).toMatchObject({ time_zone: 'UTC', stalled_after_days: 7 });
  });
});
