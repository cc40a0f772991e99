import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { createProject } from '../../test/project-factories.ts';

// 2030-01-07 is a Monday.
const TODAY = '2030-01-07';
const SIX_ON_MONDAY = { mon: 6, tue: 7.5, wed: 0, thu: 0.25, fri: 8, sat: 0, sun: 3 };

let t: TestApp;
let owner: SignedUpUser;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(`${TODAY}T09:30:00Z`));
  owner = await signUp(t);
  projectId = (await createProject(t, owner)).id;
});
afterAll(() => t.close());

function call(method: string, url: string, payload?: object) {
  return t.request({ method: method as 'GET', url, payload, token: owner.access_token });
}

async function createWith(availability: Record<string, unknown>) {
  const res = await call('POST', '/api/resources', {
    project_id: projectId,
    name: 'Welder',
    type: 'other',
    availability,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; availability: Record<string, unknown> };
}

const book = (id: string, start_date: string, end_date: string, hours_per_day: number) =>
  call('POST', `/api/resources/${id}/allocations`, {
    project_id: projectId,
    start_date,
    end_date,
    hours_per_day,
  });

describe('availability without dates', () => {
  it('keeps exactly the hours given, open-ended, on create and on read', async () => {
    const created = await createWith({ hours_per_day: SIX_ON_MONDAY });
    const expected = { hours_per_day: SIX_ON_MONDAY, start_date: null, end_date: null };
    expect(created.availability).toEqual(expected);
    const read = await call('GET', `/api/resources/${created.id}`);
    expect(read.json().availability).toEqual(expected);
    // Null dates are the same as leaving them out.
    const explicit = await createWith({ ...expected });
    expect(explicit.availability).toEqual(expected);
  });

  it('keeps the hours and the open window when updated', async () => {
    const created = await createWith({ hours_per_day: SIX_ON_MONDAY });
    const hours = { ...SIX_ON_MONDAY, mon: 5.5, sat: 2 };
    const res = await call('PUT', `/api/resources/${created.id}`, {
      availability: { hours_per_day: hours, start_date: null, end_date: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { hours_per_day: hours, start_date: null, end_date: null };
    expect(res.json().availability).toEqual(expected);
    expect((await call('GET', `/api/resources/${created.id}`)).json().availability).toEqual(
      expected,
    );
    // A name change leaves the availability as it was.
    const renamed = await call('PUT', `/api/resources/${created.id}`, { name: 'Welder 2' });
    expect(renamed.json().availability).toEqual(expected);
  });

  it('books against the weekday hours on any day, years away, and refuses beyond them', async () => {
    const { id } = await createWith({ hours_per_day: SIX_ON_MONDAY });
    // Mondays long before creation and long after the default's 90 days: 6 h each.
    expect((await book(id, '1999-03-01', '1999-03-01', 6)).statusCode).toBe(201);
    expect((await book(id, '2041-06-03', '2041-06-03', 6)).statusCode).toBe(201);
    // A week far ahead (Monday 2035-01-01): Wednesday and Saturday have 0 h, Thursday 0.25 h.
    const week = await book(id, '2035-01-01', '2035-01-07', 0.5);
    expect(week.statusCode).toBe(409);
    expect(week.json().days).toEqual(['2035-01-03', '2035-01-04', '2035-01-06']);
    expect((await book(id, '2041-06-03', '2041-06-03', 0.5)).json().days).toEqual(['2041-06-03']);
  });

  it('leaves one side open when only one date is given', async () => {
    const from = await createWith({ hours_per_day: SIX_ON_MONDAY, start_date: '2030-02-01' });
    expect(from.availability).toMatchObject({ start_date: '2030-02-01', end_date: null });
    expect((await book(from.id, '2030-01-28', '2030-01-28', 1)).json().days).toEqual([
      '2030-01-28',
    ]);
    expect((await book(from.id, '2060-01-05', '2060-01-05', 3)).statusCode).toBe(201);

    const until = await createWith({ hours_per_day: SIX_ON_MONDAY, end_date: '2030-02-01' });
    expect(until.availability).toMatchObject({ start_date: null, end_date: '2030-02-01' });
    expect((await book(until.id, '1990-01-01', '1990-01-01', 6)).statusCode).toBe(201);
    expect((await book(until.id, '2030-02-04', '2030-02-04', 1)).json().days).toEqual([
      '2030-02-04',
    ]);
  });

  it('holds existing bookings when dates are removed, and refuses a window that drops them', async () => {
    const { id } = await createWith({
      hours_per_day: SIX_ON_MONDAY,
      start_date: TODAY,
      end_date: '2030-01-31',
    });
    expect((await book(id, '2030-01-14', '2030-01-14', 6)).statusCode).toBe(201);
    const opened = await call('PUT', `/api/resources/${id}`, {
      availability: { hours_per_day: SIX_ON_MONDAY, start_date: null, end_date: null },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const narrowed = await call('PUT', `/api/resources/${id}`, {
      availability: { hours_per_day: SIX_ON_MONDAY, start_date: '2030-01-15', end_date: null },
    });
    expect(narrowed.statusCode).toBe(409);
    expect(narrowed.json().days).toEqual(['2030-01-14']);
  });

  it('still refuses an end before the start when both are given', async () => {
    const res = await call('POST', '/api/resources', {
      project_id: projectId,
      name: 'Welder',
      type: 'other',
      availability: { hours_per_day: SIX_ON_MONDAY, start_date: TODAY, end_date: '2030-01-01' },
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().detail)).toContain('end_date');
  });
});
