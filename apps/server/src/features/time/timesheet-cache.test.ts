import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TimesheetJson } from '@crewline/shared/contracts/time-entries';
import type { TestApp } from '../../test/test-app.ts';
import { twoTestApps } from '../../test/two-test-apps.ts';
import { openTeam } from '../../test/team-fixture.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { call, expectStatus } from '../../test/chat-test-helpers.ts';

const WEEK = '2025-03-03';

async function sheet(t: TestApp, user: SignedUpUser, projectId: string, filters = '') {
  const url = `/api/projects/${projectId}/timesheet?week=${WEEK}${filters}`;
  return expectStatus<TimesheetJson>(await call(t, user, 'GET', url), 200);
}

const rowOf = (json: TimesheetJson, userId: string) =>
  json.members.find((m) => m.user_id === userId);

/**
 * Timesheets are cached under a version the database moves (migration 0022). Every change a
 * sheet shows is made here straight in SQL, as any write path would, and the next sheet must
 * show it: the triggers, not the routes, keep the cache honest.
 */
describe('timesheets stay fresh under the cache', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let member: SignedUpUser;
  let stranger: SignedUpUser;
  let projectId: string;

  beforeAll(async () => {
    const team = await openTeam();
    ({ t, owner, member, stranger, projectId } = team);
    expectStatus(
      await call(t, member, 'POST', '/api/time-entries', {
        project_id: projectId,
        start_time: `${WEEK}T09:00:00.000Z`,
        end_time: `${WEEK}T10:00:00.000Z`,
        billable: true,
      }),
      201,
    );
  });
  afterAll(() => t.close());

  const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

  it('serves the same sheet twice', async () => {
    const first = await sheet(t, owner, projectId);
    expect(rowOf(first, member.user.id)!.total_minutes).toBe(60);
    expect(await sheet(t, owner, projectId)).toEqual(first);
  });

  it('shows entries inserted, changed and deleted in SQL', async () => {
    await sheet(t, owner, projectId);
    await run(sql`insert into time_entries (project_id, user_id, start_time, end_time, duration_minutes, billable)
      values (${projectId}, ${member.user.id}, ${`${WEEK}T11:00:00Z`}, ${`${WEEK}T11:30:00Z`}, 30, false)`);
    expect(rowOf(await sheet(t, owner, projectId), member.user.id)).toMatchObject({
      billable_minutes: 60,
      non_billable_minutes: 30,
    });
    await run(sql`update time_entries set duration_minutes = 45 where duration_minutes = 30
      and project_id = ${projectId}`);
    expect(rowOf(await sheet(t, owner, projectId), member.user.id)!.non_billable_minutes).toBe(45);
    await run(
      sql`delete from time_entries where duration_minutes = 45 and project_id = ${projectId}`,
    );
    expect(rowOf(await sheet(t, owner, projectId), member.user.id)!.non_billable_minutes).toBe(0);
  });

  it('shows an entry moved to another project in both sheets', async () => {
    const other = await createProject(t, owner);
    await sheet(t, owner, projectId);
    expect((await sheet(t, owner, other.id)).totals.total_minutes).toBe(0);
    await run(
      sql`update time_entries set project_id = ${other.id} where project_id = ${projectId}`,
    );
    expect((await sheet(t, owner, projectId)).totals.total_minutes).toBe(0);
    expect((await sheet(t, owner, other.id)).totals.total_minutes).toBe(60);
    await run(
      sql`update time_entries set project_id = ${projectId} where project_id = ${other.id}`,
    );
    expect((await sheet(t, owner, projectId)).totals.total_minutes).toBe(60);
  });

  it('shows a member who joined, a renamed member, and keeps filters apart', async () => {
    await sheet(t, owner, projectId);
    await run(sql`insert into project_members (project_id, user_id, role)
      values (${projectId}, ${stranger.user.id}, 'member')`);
    expect(rowOf(await sheet(t, owner, projectId), stranger.user.id)).toBeDefined();
    await run(sql`update users set name = 'Renamed in SQL' where id = ${member.user.id}`);
    expect(rowOf(await sheet(t, owner, projectId), member.user.id)!.user_name).toBe(
      'Renamed in SQL',
    );
    expect((await sheet(t, owner, projectId, '&billable=false')).totals.total_minutes).toBe(0);
    expect((await sheet(t, owner, projectId, '&billable=true')).totals.total_minutes).toBe(60);
  });

  it('never serves a cached sheet to someone who left the project', async () => {
    await sheet(t, stranger, projectId);
    await run(sql`delete from project_members where project_id = ${projectId}
      and user_id = ${stranger.user.id}`);
    const url = `/api/projects/${projectId}/timesheet?week=${WEEK}`;
    expect((await call(t, stranger, 'GET', url)).statusCode).toBe(404);
  });
});

const databaseUrl = inject('databaseUrl');

describe.skipIf(!databaseUrl)('timesheets across two processes on one PostgreSQL', () => {
  const apps = twoTestApps();

  it('a sheet cached on A shows time logged and deleted through B', async () => {
    const owner = await signUp(apps.a);
    const member = await signUp(apps.a);
    const project = await createProject(apps.a, owner);
    await addMember(apps.a, owner, project.id, member);
    expect((await sheet(apps.a, owner, project.id)).totals.total_minutes).toBe(0);
    const entry = expectStatus<{ id: string }>(
      await call(apps.b, member, 'POST', '/api/time-entries', {
        project_id: project.id,
        start_time: `${WEEK}T09:00:00.000Z`,
        end_time: `${WEEK}T09:20:00.000Z`,
      }),
      201,
    );
    expect((await sheet(apps.a, owner, project.id)).totals.total_minutes).toBe(20);
    expect((await call(apps.b, member, 'DELETE', `/api/time-entries/${entry.id}`)).statusCode).toBe(
      204,
    );
    expect((await sheet(apps.a, owner, project.id)).totals.total_minutes).toBe(0);
  });
});
