import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';

// 2030-01-07 is a Monday: the week 07..13 has its weekend on the 12th and 13th.
const TODAY = '2030-01-07';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let stranger: SignedUpUser;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(`${TODAY}T09:30:00Z`));
  [owner, member, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
  projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, member, 'member');
});
afterAll(() => t.close());

function call(user: SignedUpUser | undefined, method: string, url: string, payload?: object) {
  return t.request({ method: method as 'GET', url, payload, token: user?.access_token });
}

async function newResource(body: Record<string, unknown> = {}) {
  const res = await call(owner, 'POST', '/api/resources', {
    project_id: projectId,
    name: 'Crane',
    type: 'equipment',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string } & Record<string, unknown>;
}

function allocate(resourceId: string, body: Record<string, unknown>) {
  return call(owner, 'POST', `/api/resources/${resourceId}/allocations`, {
    project_id: projectId,
    ...body,
  });
}

describe('resources', () => {
  it('gets 8 h Monday to Friday, 0 at weekends, for 90 days from creation by default', async () => {
    const resource = await newResource();
    expect(resource).toMatchObject({
      project_id: projectId,
      name: 'Crane',
      type: 'equipment',
      user_id: null,
      availability: {
        hours_per_day: { mon: 8, tue: 8, wed: 8, thu: 8, fri: 8, sat: 0, sun: 0 },
        start_date: TODAY,
        end_date: '2030-04-06',
      },
    });
    const read = await call(member, 'GET', `/api/resources/${resource.id}`);
    expect(read.json()).toEqual(resource);
  });

  it('lists a project’s resources, and every project’s of the caller without a filter', async () => {
    const other = (await createProject(t, owner)).id;
    const here = await newResource({ name: 'Room A', type: 'room' });
    const res = await call(owner, 'GET', `/api/resources?project_id=${projectId}`);
    const ids = res.json().map((r: { id: string }) => r.id);
    expect(ids).toContain(here.id);
    const there = await call(owner, 'POST', '/api/resources', {
      project_id: other,
      name: 'Van',
      type: 'other',
    });
    const all = (await call(owner, 'GET', '/api/resources')).json();
    expect(all.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([here.id, there.json().id]),
    );
    // The member is not in the other project: it is not theirs to see.
    const mine = (await call(member, 'GET', '/api/resources')).json();
    expect(mine.map((r: { id: string }) => r.id)).not.toContain(there.json().id);
    expect((await call(stranger, 'GET', '/api/resources')).json()).toEqual([]);
  });

  it('links a person to a member only (else 422 on user_id)', async () => {
    const ok = await newResource({ name: 'Dana', type: 'person', user_id: member.user.id });
    expect(ok.user_id).toBe(member.user.id);
    const outsider = await call(owner, 'POST', '/api/resources', {
      project_id: projectId,
      name: 'X',
      type: 'person',
      user_id: stranger.user.id,
    });
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().detail).toEqual([
      { loc: ['body', 'user_id'], msg: 'The person must be a member of the project' },
    ]);
    const room = await call(owner, 'POST', '/api/resources', {
      project_id: projectId,
      name: 'R',
      type: 'room',
      user_id: member.user.id,
    });
    expect(room.statusCode).toBe(422);
  });

  it('refuses bad input with 422 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'name'],
      [{ type: 'robot' }, 'type'],
      [{ availability: { hours_per_day: {}, start_date: TODAY, end_date: TODAY } }, 'availability'],
      [
        {
          availability: {
            hours_per_day: { mon: 25, tue: 8, wed: 8, thu: 8, fri: 8, sat: 0, sun: 0 },
            start_date: TODAY,
            end_date: TODAY,
          },
        },
        'availability',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await call(owner, 'POST', '/api/resources', {
        project_id: projectId,
        name: 'N',
        type: 'other',
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json().detail)).toContain(field);
    }
  });

  it('updates name and availability, and deletes with its allocations', async () => {
    const resource = await newResource();
    const res = await call(owner, 'PUT', `/api/resources/${resource.id}`, {
      name: 'Big crane',
      availability: {
        hours_per_day: { mon: 4, tue: 4, wed: 4, thu: 4, fri: 4, sat: 4, sun: 0 },
        start_date: TODAY,
        end_date: '2030-12-31',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Big crane',
      availability: { end_date: '2030-12-31' },
    });
    expect((await call(owner, 'DELETE', `/api/resources/${resource.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/resources/${resource.id}`)).statusCode).toBe(404);
  });
});

describe('allocations', () => {
  it('books hours inside availability and lists them', async () => {
    const resource = await newResource();
    const res = await allocate(resource.id, {
      start_date: '2030-01-07',
      end_date: '2030-01-11',
      hours_per_day: 6,
      note: 'Foundations',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      resource_id: resource.id,
      project_id: projectId,
      start_date: '2030-01-07',
      end_date: '2030-01-11',
      hours_per_day: 6,
      note: 'Foundations',
    });
    const list = await call(member, 'GET', `/api/resources/${resource.id}/allocations`);
    expect(list.json()).toEqual([res.json()]);
  });

  it('refuses over-allocation with 409 listing exactly the days that overflow', async () => {
    const resource = await newResource();
    await allocate(resource.id, {
      start_date: '2030-01-07',
      end_date: '2030-01-08',
      hours_per_day: 6,
    });
    // 07 and 08 would reach 9 h of 8; 09 and 10 hold 3 h.
    const res = await allocate(resource.id, {
      start_date: '2030-01-07',
      end_date: '2030-01-10',
      hours_per_day: 3,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().days).toEqual(['2030-01-07', '2030-01-08']);
    expect(res.json().message).toBe('Over-allocated on 2030-01-07, 2030-01-08');
    // Nothing was stored.
    const list = await call(owner, 'GET', `/api/resources/${resource.id}/allocations`);
    expect(list.json()).toHaveLength(1);
    // Exactly full is allowed.
    const full = await allocate(resource.id, {
      start_date: '2030-01-07',
      end_date: '2030-01-08',
      hours_per_day: 2,
    });
    expect(full.statusCode).toBe(201);
  });

  it('counts weekends and days outside the window as 0 available hours', async () => {
    const resource = await newResource();
    const weekend = await allocate(resource.id, {
      start_date: '2030-01-11',
      end_date: '2030-01-14',
      hours_per_day: 1,
    });
    expect(weekend.json().days).toEqual(['2030-01-12', '2030-01-13']);
    const before = await allocate(resource.id, {
      start_date: '2030-01-04',
      end_date: '2030-01-04',
      hours_per_day: 1,
    });
    expect(before.json().days).toEqual(['2030-01-04']);
    // 2030-04-05 is a Friday, the window's last working day; 04-08 is the Monday after it.
    const after = await allocate(resource.id, {
      start_date: '2030-04-05',
      end_date: '2030-04-08',
      hours_per_day: 1,
    });
    expect(after.json().days).toEqual(['2030-04-06', '2030-04-07', '2030-04-08']);
  });

  it('does not count an allocation’s own old hours when it is changed', async () => {
    const resource = await newResource();
    const created = await allocate(resource.id, {
      start_date: '2030-01-07',
      end_date: '2030-01-09',
      hours_per_day: 5,
    });
    const url = `/api/resources/${resource.id}/allocations/${created.json().id}`;
    const grown = await call(owner, 'PUT', url, { hours_per_day: 8 });
    expect(grown.statusCode, grown.body).toBe(200);
    expect(grown.json()).toMatchObject({ hours_per_day: 8, start_date: '2030-01-07' });
    const tooMuch = await call(owner, 'PUT', url, { hours_per_day: 9, end_date: '2030-01-07' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().days).toEqual(['2030-01-07']);
    const backwards = await call(owner, 'PUT', url, { start_date: '2030-01-10' });
    expect(backwards.statusCode).toBe(422);
    expect((await call(owner, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(owner, 'PUT', url, { hours_per_day: 1 })).statusCode).toBe(404);
  });

  it('refuses a narrower availability that no longer holds the allocations (409)', async () => {
    const resource = await newResource();
    await allocate(resource.id, {
      start_date: '2030-01-10',
      end_date: '2030-01-10',
      hours_per_day: 8,
    });
    const res = await call(owner, 'PUT', `/api/resources/${resource.id}`, {
      availability: {
        hours_per_day: { mon: 8, tue: 8, wed: 8, thu: 4, fri: 8, sat: 0, sun: 0 },
        start_date: TODAY,
        end_date: '2030-02-01',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().days).toEqual(['2030-01-10']);
  });

  it('keeps two racing bookings from both taking the last free hours', async () => {
    const resource = await newResource();
    const body = { start_date: '2030-01-07', end_date: '2030-01-07', hours_per_day: 5 };
    const results = await Promise.all([allocate(resource.id, body), allocate(resource.id, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses bad allocations with 422 naming the field', async () => {
    const resource = await newResource();
    const cases: [Record<string, unknown>, string][] = [
      [{ start_date: '2030-01-09', end_date: '2030-01-08', hours_per_day: 1 }, 'end_date'],
      [{ start_date: '2030-01-07', end_date: '2030-01-08', hours_per_day: 0 }, 'hours_per_day'],
      [{ start_date: '2030-01-07', end_date: '2030-01-08', hours_per_day: 25 }, 'hours_per_day'],
      [{ start_date: '07/01/2030', end_date: '2030-01-08', hours_per_day: 1 }, 'start_date'],
      [{ start_date: '2030-01-07', end_date: '2050-01-08', hours_per_day: 1 }, 'end_date'],
    ];
    for (const [body, field] of cases) {
      const res = await allocate(resource.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json().detail)).toContain(field);
    }
    const elsewhere = await allocate(resource.id, {
      project_id: (await createProject(t, owner)).id,
      start_date: '2030-01-07',
      end_date: '2030-01-07',
      hours_per_day: 1,
    });
    expect(elsewhere.statusCode).toBe(422);
  });

  it('answers 401 signed out and 404 to outsiders, without revealing existence', async () => {
    const resource = await newResource();
    expect((await call(undefined, 'GET', `/api/resources/${resource.id}`)).statusCode).toBe(401);
    const hidden = await call(stranger, 'GET', `/api/resources/${resource.id}`);
    const missing = await call(stranger, 'GET', `/api/resources/${crypto.randomUUID()}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    const list = await call(stranger, 'GET', `/api/resources?project_id=${projectId}`);
    expect(list.statusCode).toBe(404);
  });
});
