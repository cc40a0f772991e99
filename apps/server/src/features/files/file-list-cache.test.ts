import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FileJson } from '@crewline/shared/contracts/files';
import type { TestApp } from '../../test/test-app.ts';
import { twoTestApps } from '../../test/two-test-apps.ts';
import { openTeam } from '../../test/team-fixture.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { call, expectStatus } from '../../test/chat-test-helpers.ts';

async function listing(t: TestApp, user: SignedUpUser, projectId: string, query = '') {
  const url = `/api/projects/${projectId}/files${query}`;
  return expectStatus<FileJson[]>(await call(t, user, 'GET', url), 200);
}

async function createFile(t: TestApp, user: SignedUpUser, projectId: string, name: string) {
  const body = { project_id: projectId, name, file_type: 'document' };
  return expectStatus<FileJson>(await call(t, user, 'POST', '/api/files', body), 201);
}

/**
 * File listings are cached under a version the database moves (migration 0023) plus the
 * caller's role, the owner and the project's name. Every change a page shows is made here
 * straight in SQL, as any write path would, and the next page must show it.
 */
describe('file listings stay fresh under the cache', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let member: SignedUpUser;
  let stranger: SignedUpUser;
  let projectId: string;
  let file: FileJson;

  beforeAll(async () => {
    const team = await openTeam();
    ({ t, owner, member, stranger, projectId } = team);
    file = await createFile(t, member, projectId, 'Plan.txt');
  });
  afterAll(() => t.close());

  const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

  it('serves the same page twice', async () => {
    const first = await listing(t, owner, projectId);
    expect(first.map((f) => f.name)).toEqual(['Plan.txt']);
    expect(await listing(t, owner, projectId)).toEqual(first);
  });

  it('shows files added, renamed and deleted in SQL', async () => {
    await listing(t, owner, projectId);
    await run(
      sql`insert into files (project_id, name, file_type) values (${projectId}, 'Added.txt', 'document')`,
    );
    expect((await listing(t, owner, projectId)).map((f) => f.name)).toEqual([
      'Added.txt',
      'Plan.txt',
    ]);
    await run(
      sql`update files set name = 'Zeta.txt' where name = 'Added.txt' and project_id = ${projectId}`,
    );
    expect((await listing(t, owner, projectId)).map((f) => f.name)).toEqual([
      'Plan.txt',
      'Zeta.txt',
    ]);
    await run(sql`delete from files where name = 'Zeta.txt' and project_id = ${projectId}`);
    expect((await listing(t, owner, projectId)).map((f) => f.name)).toEqual(['Plan.txt']);
  });

  it('shows a version added and removed in SQL', async () => {
    expect((await listing(t, owner, projectId))[0]!.versions).toBe(0);
    await run(sql`insert into file_versions (file_id, project_id, version_number, storage_key, file_name, size_bytes, mime_type)
      values (${file.id}, ${projectId}, 1, 'nowhere', 'plan.txt', 12, 'text/plain')`);
    expect((await listing(t, owner, projectId))[0]).toMatchObject({
      versions: 1,
      latest_version: { file_size: 12 },
    });
    await run(sql`delete from file_versions where file_id = ${file.id}`);
    expect((await listing(t, owner, projectId))[0]!.latest_version).toBeNull();
  });

  it('shows what the caller may do after their role, the owner or a name changed', async () => {
    expect((await listing(t, member, projectId))[0]!.can.edit).toBe(true);
    await run(
      sql`update project_members set role = 'observer' where project_id = ${projectId} and user_id = ${member.user.id}`,
    );
    expect((await listing(t, member, projectId))[0]!.can.edit).toBe(false);
    await run(
      sql`update project_members set role = 'member' where project_id = ${projectId} and user_id = ${member.user.id}`,
    );
    await run(sql`update users set name = 'Renamed in SQL' where id = ${member.user.id}`);
    expect((await listing(t, owner, projectId))[0]!.created_by_name).toBe('Renamed in SQL');
    await run(sql`update projects set name = 'Renamed project' where id = ${projectId}`);
    expect((await listing(t, owner, projectId))[0]!.project_name).toBe('Renamed project');
  });

  it('keeps queries and callers apart, and never serves a page to someone who left', async () => {
    await createFile(t, owner, projectId, 'Budget.xlsx');
    expect((await listing(t, owner, projectId, '?q=budget')).map((f) => f.name)).toEqual([
      'Budget.xlsx',
    ]);
    expect((await listing(t, owner, projectId, '?limit=1')).map((f) => f.name)).toEqual([
      'Budget.xlsx',
    ]);
    const ownerView = await listing(t, owner, projectId);
    const memberView = await listing(t, member, projectId);
    expect(ownerView.find((f) => f.name === 'Budget.xlsx')!.can.edit).toBe(true);
    expect(memberView.find((f) => f.name === 'Budget.xlsx')!.can.edit).toBe(false);
    await run(
      sql`delete from project_members where project_id = ${projectId} and user_id = ${member.user.id}`,
    );
    const gone = await call(t, member, 'GET', `/api/projects/${projectId}/files`);
    expect(gone.statusCode).toBe(404);
    expect((await call(t, stranger, 'GET', `/api/projects/${projectId}/files`)).statusCode).toBe(
      404,
    );
  });
});

const databaseUrl = inject('databaseUrl');

describe.skipIf(!databaseUrl)('file listings across two processes on one PostgreSQL', () => {
  const apps = twoTestApps();

  it('a page cached on A shows a file created and deleted through B', async () => {
    const owner = await signUp(apps.a);
    const member = await signUp(apps.a);
    const project = await createProject(apps.a, owner);
    await addMember(apps.a, owner, project.id, member);
    expect(await listing(apps.a, owner, project.id)).toEqual([]);
    const made = await createFile(apps.b, member, project.id, 'From B.txt');
    expect((await listing(apps.a, owner, project.id)).map((f) => f.id)).toEqual([made.id]);
    expect((await call(apps.b, member, 'DELETE', `/api/files/${made.id}`)).statusCode).toBe(204);
    expect(await listing(apps.a, owner, project.id)).toEqual([]);
  });
});
