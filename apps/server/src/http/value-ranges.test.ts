import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE } from '@crewline/shared/contracts/ranges';
import { TIME_ENTRY_TOO_LONG } from '@crewline/shared/contracts/time-entries';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp, type SignedUpUser } from '../test/factories.ts';
import { createProject } from '../test/project-factories.ts';

// Every date, time and number a request carries is range-checked by its contract: out of range
// is a 422 naming the field, never a 500 from the database or a server busy in a runaway loop.

let t: TestApp;
let owner: SignedUpUser;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2030-01-07T09:30:00Z'));
  owner = await signUp(t);
  projectId = (await createProject(t, owner)).id;
});
afterAll(() => t.close());

function call(method: string, url: string, payload?: object) {
  return t.request({ method: method as 'GET', url, payload, token: owner.access_token });
}

type Detail = { loc: (string | number)[]; msg: string }[];

/** 422 whose detail names `loc` (e.g. ['query', 'end_date']), with `msg` when given. */
function expectRefused(res: { statusCode: number; body: string }, loc: string[], msg?: string) {
  expect(res.statusCode, res.body).toBe(422);
  const detail = (JSON.parse(res.body) as { detail: Detail }).detail;
  const named = detail.filter((d) => d.loc.join('.') === loc.join('.'));
  expect(named.length, res.body).toBeGreaterThan(0);
  if (msg) expect(named.map((d) => d.msg)).toContain(msg);
}

async function newTask(body: object = {}) {
  const res = await call('POST', `/api/projects/${projectId}/tasks`, { title: 'Pour', ...body });
  return res;
}

async function newResource(): Promise<string> {
  const res = await call('POST', '/api/resources', {
    project_id: projectId,
    name: 'Crane',
    type: 'equipment',
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

describe('dates', () => {
  it('refuses a time-entry list ending in 9999 (was a 500 from time zone arithmetic)', async () => {
    for (const url of [
      '/api/time-entries?end_date=9999-12-31',
      `/api/projects/${projectId}/time-entries?end_date=9999-12-31`,
    ])
      expectRefused(await call('GET', url), ['query', 'end_date'], DATE_OUT_OF_RANGE);
    expectRefused(await call('GET', '/api/time-entries?start_date=0999-01-01T00:00:00Z'), [
      'query',
      'start_date',
    ]);
    const edge = await call('GET', '/api/time-entries?start_date=1900-01-01&end_date=2999-12-31');
    expect(edge.statusCode, edge.body).toBe(200);
  });

  it('refuses a timesheet week in 9999, takes one at the last week of the calendar', async () => {
    const url = `/api/projects/${projectId}/timesheet?week=`;
    expectRefused(await call('GET', `${url}9999-12-31`), ['query', 'week'], DATE_OUT_OF_RANGE);
    expectRefused(await call('GET', `${url}3000-01-01`), ['query', 'week']);
    const edge = await call('GET', `${url}2999-12-25`);
    expect(edge.statusCode, edge.body).toBe(200);
  });

  it('refuses an allocation in 9999 at once instead of hanging', async () => {
    const resourceId = await newResource();
    const started = Date.now();
    const res = await call('POST', `/api/resources/${resourceId}/allocations`, {
      project_id: projectId,
      start_date: '9999-12-31',
      end_date: '9999-12-31',
      hours_per_day: 4,
    });
    expectRefused(res, ['body', 'start_date'], DATE_OUT_OF_RANGE);
    expectRefused(res, ['body', 'end_date'], DATE_OUT_OF_RANGE);
    expect(Date.now() - started).toBeLessThan(2_000);
  }, 10_000);

  it('checks an allocation on the last day of the calendar and answers', async () => {
    const resourceId = await newResource();
    // The default availability ends in 2030, so the day is over-allocated: a prompt 409.
    const res = await call('POST', `/api/resources/${resourceId}/allocations`, {
      project_id: projectId,
      start_date: '2999-12-30',
      end_date: '2999-12-31',
      hours_per_day: 4,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect((res.json() as { days: string[] }).days).toEqual(['2999-12-30', '2999-12-31']);
    const moved = await call('POST', `/api/resources/${resourceId}/allocations`, {
      project_id: projectId,
      start_date: '2030-01-07',
      end_date: '2030-01-07',
      hours_per_day: 4,
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const { id } = moved.json() as { id: string };
    const update = await call('PUT', `/api/resources/${resourceId}/allocations/${id}`, {
      end_date: '9999-12-31',
    });
    expectRefused(update, ['body', 'end_date'], DATE_OUT_OF_RANGE);
  }, 10_000);

  it('refuses a task or project due in the year 3000, takes one on 2999-12-31', async () => {
    expectRefused(await newTask({ due_date: '3000-01-01' }), ['body', 'due_date']);
    expectRefused(await newTask({ due_date: '3000-01-01T00:00:00Z' }), ['body', 'due_date']);
    expectRefused(await newTask({ due_date: '1899-12-31' }), ['body', 'due_date']);
    const project = await call('PUT', `/api/projects/${projectId}`, { due_date: '9999-12-31' });
    expectRefused(project, ['body', 'due_date']);
    const edge = await newTask({ due_date: '2999-12-31' });
    expect(edge.statusCode, edge.body).toBe(201);
  });

  it('refuses a time entry dated in 3000 or longer than its cap', async () => {
    const entry = (start_time: string, end_time: string) =>
      call('POST', '/api/time-entries', { project_id: projectId, start_time, end_time });
    expectRefused(
      await entry('2999-12-31T23:00:00Z', '3000-01-01T01:00:00Z'),
      ['body', 'end_time'],
      DATE_OUT_OF_RANGE,
    );
    expectRefused(
      await entry('1900-01-01T00:00:00Z', '2999-12-31T00:00:00Z'),
      ['body', 'end_time'],
      TIME_ENTRY_TOO_LONG,
    );
    const ok = await entry('2030-01-01T09:00:00Z', '2030-01-01T17:00:00Z');
    expect(ok.statusCode, ok.body).toBe(201);
    const { id } = ok.json() as { id: string };
    expectRefused(
      await call('PUT', `/api/time-entries/${id}`, { end_time: '2030-03-01T00:00:00Z' }),
      ['body', 'end_time'],
      TIME_ENTRY_TOO_LONG,
    );
  });

  it('refuses a message scheduled for the year 3000', async () => {
    const res = await call('POST', '/api/messages/scheduled', {
      thread_id: '00000000-0000-4000-8000-000000000000',
      content: 'Happy new millennium',
      scheduled_time: '3000-01-01T00:00:00Z',
    });
    expectRefused(res, ['body', 'scheduled_time'], DATE_OUT_OF_RANGE);
  });
});

describe('numbers', () => {
  it('refuses a huge, negative or non-numeric limit', async () => {
    for (const limit of ['1e308', '99999999999', '-1', '0', 'Infinity', 'NaN'])
      for (const url of [
        `/api/notifications?limit=${limit}`,
        `/api/projects/${projectId}/activity?limit=${limit}`,
        `/api/users?limit=${limit}`,
      ])
        expectRefused(await call('GET', url), ['query', 'limit']);
  });

  it('refuses a board position of 1e308 and keeps ordinary fractions', async () => {
    const task = await newTask();
    expect(task.statusCode, task.body).toBe(201);
    const { id } = task.json() as { id: string };
    for (const position of [1e308, -1e308, 1e13])
      expectRefused(await call('PUT', `/api/tasks/${id}`, { position }), ['body', 'position']);
    const moved = await call('PUT', `/api/tasks/${id}`, { position: 2.5 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as { position: number }).position).toBe(2.5);
  });

  it('refuses allocation hours that are not a finite number of a day', async () => {
    const resourceId = await newResource();
    for (const hours_per_day of [1e308, -1, 0, 25])
      expectRefused(
        await call('POST', `/api/resources/${resourceId}/allocations`, {
          project_id: projectId,
          start_date: '2030-01-07',
          end_date: '2030-01-07',
          hours_per_day,
        }),
        ['body', 'hours_per_day'],
      );
  });
});
