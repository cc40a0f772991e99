import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DATA_EXPORT_EXPIRED,
  DATA_EXPORT_TTL_MS,
  type DataExportJson,
} from '@crewline/shared/contracts/account';
import type { NotificationJson } from '@crewline/shared/contracts/notifications';
import { dataExports, storageDeletions } from '../../db/account-schema.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { seedTasks, signIn } from '../../test/project-factories.ts';
import {
  makePng,
  multipartBody,
  openAttachmentTeam,
  upload,
  type AttachmentTeam,
} from '../../test/attachment-test-helpers.ts';
import { createProjectThread, postMessage } from '../../test/chat-test-helpers.ts';
import { unzip } from '../../test/unzip.ts';
import { mentorshipHelpers } from '../../test/mentorship-test-helpers.ts';
import { runDataExports, runNextDataExport } from './data-export-job.ts';
import { runStorageDeletions } from './storage-deletions-job.ts';

let team: AttachmentTeam;

beforeAll(async () => {
  team = await openAttachmentTeam();
});
afterAll(() => team.close());

const deps = () => ({
  db: team.t.database.db,
  storage: team.t.app.ctx.storage,
  signingKey: team.t.app.ctx.signingKey,
  now: team.t.clock.now,
});

function requestExport(user: SignedUpUser | null) {
  return team.t.request({ method: 'POST', url: '/api/auth/export', token: user?.access_token });
}

function exportStatus(user: SignedUpUser | null, id: string) {
  return team.t.request({
    method: 'GET',
    url: `/api/auth/export/${id}`,
    token: user?.access_token,
  });
}

const json = (entries: Map<string, Buffer>, name: string) =>
  JSON.parse(entries.get(name)!.toString('utf8'));

describe('data export', () => {
  it('answers 401 signed out on every authenticated route', async () => {
    expect((await requestExport(null)).statusCode).toBe(401);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await exportStatus(null, id)).statusCode).toBe(401);
  });

  it("builds a ZIP of the person's data that matches the API, announced by a notification", async () => {
    const { t, owner, member, projectId } = team;
    await seedTasks(t, projectId, ['todo', 'done']);
    const thread = await createProjectThread(t, owner, projectId);
    const png = await makePng(16, 16);
    const file = await upload(t, member, png, 'photo.png');
    const sent = await postMessage(t, member, thread.id, 'first', { attachments: [file.id] });
    await postMessage(t, member, thread.id, 'second');
    await postMessage(t, owner, thread.id, "not the member's");
    const comment = await t.request({
      method: 'POST',
      url: `/api/projects/${projectId}/comments`,
      token: member.access_token,
      payload: { text: 'a comment' },
    });
    expect(comment.statusCode).toBe(201);
    const logged = await t.request({
      method: 'POST',
      url: '/api/time-entries',
      token: member.access_token,
      payload: {
        project_id: projectId,
        start_time: '2025-03-03T09:00:00.000Z',
        end_time: '2025-03-03T10:30:00.000Z',
        description: 'Review',
        billable: true,
      },
    });
    expect(logged.statusCode).toBe(201);
    const projectFile = await t.request({
      method: 'POST',
      url: '/api/files',
      token: member.access_token,
      payload: { project_id: projectId, name: 'Plan.txt', file_type: 'document' },
    });
    expect(projectFile.statusCode).toBe(201);
    const versionBytes = Buffer.from('version one of the plan');
    const { payload: versionBody, headers: versionHeaders } = multipartBody(
      versionBytes,
      'plan.txt',
    );
    const version = await t.request({
      method: 'POST',
      url: `/api/files/${projectFile.json().id}/versions`,
      token: member.access_token,
      payload: versionBody,
      headers: versionHeaders,
    });
    expect(version.statusCode).toBe(201);

    const asked = await requestExport(member);
    expect(asked.statusCode).toBe(202);
    const queued = asked.json() as DataExportJson;
    expect(queued).toMatchObject({ status: 'pending', download_url: null, expires_at: null });
    // A second click returns the same pending export.
    const again = await requestExport(member);
    expect(again.statusCode).toBe(202);
    expect(again.json().id).toBe(queued.id);
    // Someone else's export is not found.
    expect((await exportStatus(owner, queued.id)).statusCode).toBe(404);

    // At least this one: on a PostgreSQL shared by every test file the job also builds exports
    // other files asked for (the API fuzzer asks for some).
    expect(await runDataExports(deps())).toBeGreaterThanOrEqual(1);
    const ready = (await exportStatus(member, queued.id)).json() as DataExportJson;
    expect(ready.status).toBe('ready');
    expect(ready.download_url).toMatch(
      new RegExp(`^/api/auth/export/${queued.id}/download\\?token=[A-Za-z0-9_-]{40,}$`),
    );
    const expires = new Date(ready.expires_at!).getTime();
    expect(Math.abs(expires - (t.clock.now().getTime() + DATA_EXPORT_TTL_MS))).toBeLessThan(60_000);

    // The download needs no sign-in: the token is the credential.
    const download = await t.request({ method: 'GET', url: ready.download_url! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const entries = await unzip(download.rawPayload);

    const profile = (
      await t.request({ method: 'GET', url: '/api/auth/profile', token: member.access_token })
    ).json();
    expect(json(entries, 'profile.json')).toMatchObject(profile);
    const projects = (
      await t.request({ method: 'GET', url: '/api/projects', token: member.access_token })
    ).json();
    const listed = (projects.projects ?? projects) as { id: string; name: string }[];
    expect(
      json(entries, 'projects.json')
        .map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual(listed.map((p) => p.id).sort());
    expect(
      json(entries, 'tasks.json')
        .map((x: { title: string }) => x.title)
        .sort(),
    ).toEqual(['Task 0', 'Task 1']);
    const messages = json(entries, 'messages.json') as { id: string; content: string }[];
    expect(messages.map((m) => m.content)).toEqual(['first', 'second']);
    expect(messages[0]!.id).toBe(sent.id);
    expect(json(entries, 'comments.json').map((c: { text: string }) => c.text)).toEqual([
      'a comment',
    ]);
    const files = json(entries, 'attachments.json') as { id: string; path: string }[];
    expect(files.map((f) => f.id)).toEqual([file.id]);
    const original = await t.request({
      method: 'GET',
      url: `/api/attachments/${file.id}/file`,
      token: member.access_token,
    });
    expect(entries.get(files[0]!.path)).toEqual(original.rawPayload);
    expect(json(entries, 'time-entries.json')).toEqual([
      expect.objectContaining({
        id: logged.json().id,
        project_id: projectId,
        duration_minutes: 90,
        description: 'Review',
        billable: true,
      }),
    ]);
    const versions = json(entries, 'project-files.json') as { path: string; file_id: string }[];
    expect(versions).toEqual([
      expect.objectContaining({ file_id: projectFile.json().id, version_number: 1 }),
    ]);
    expect(entries.get(versions[0]!.path)).toEqual(versionBytes);
    expect(json(entries, 'README.json').not_included).toEqual([]);

    // A system notification with the download link, and the Account tab (which shows it too).
    const list = await t.request({
      method: 'GET',
      url: '/api/notifications',
      token: member.access_token,
    });
    const notes = list.json().notifications as NotificationJson[];
    expect(notes.find((n) => n.notification_type === 'system')).toMatchObject({
      title: 'Your data export is ready',
      link: `/dashboard/settings?tab=account&export=${queued.id}`,
      metadata: { download_url: ready.download_url, expires_at: ready.expires_at },
    });

    // A wrong token, or another export's id, is a 404.
    const bad = ready.download_url!.replace(/token=.*/, 'token=nope');
    expect((await t.request({ method: 'GET', url: bad })).statusCode).toBe(404);
  });

  it('includes the mentorship profile, sessions, credits and feedback both ways', async () => {
    const { call, person, request } = mentorshipHelpers(() => team.t);
    const requester = await person();
    const mentor = await person(['TypeScript']);
    const other = await person(['TypeScript']);
    const done = await request(requester, { mentorId: mentor.user.id });
    for (const [user, action] of [
      [mentor, 'accept'],
      [requester, 'start'],
      [mentor, 'complete'],
    ] as const) {
      const res = await call(user, 'PUT', `/api/mentorship/sessions/${done.id}/${action}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const rate = (user: SignedUpUser, rating: number, feedbackText: string) =>
      call(user, 'POST', '/api/mentorship/sessions/feedback', {
        sessionId: done.id,
        rating,
        feedbackText,
        wasHelpful: true,
        wouldRecommend: true,
      });
    expect((await rate(requester, 4, 'Patient and clear.')).statusCode).toBe(201);
    expect((await rate(mentor, 5, 'Came well prepared.')).statusCode).toBe(201);
    const saved = await call(requester, 'PUT', '/api/mentorship/profile', {
      skills: ['Python'],
      languages: ['Esperanto'],
      frameworks: [],
      expertise: [],
      timezone: 'Asia/Tokyo',
      availabilityHoursPerWeek: 0,
      githubUsername: null,
      isMentor: false,
      yearsExperience: 1,
      maxSessionsPerWeek: 5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Someone else's session is not the requester's data.
    await request(other);

    const asked = await requestExport(requester);
    expect(asked.statusCode).toBe(202);
    await runDataExports(deps());
    const ready = (await exportStatus(requester, asked.json().id)).json() as DataExportJson;
    const download = await team.t.request({ method: 'GET', url: ready.download_url! });
    const entries = await unzip(download.rawPayload);

    expect(json(entries, 'mentorship-profile.json')).toMatchObject({
      skills: ['Python'],
      languages: ['Esperanto'],
      timezone: 'Asia/Tokyo',
      is_mentor: false,
    });
    expect(json(entries, 'mentorship-sessions.json')).toEqual([
      expect.objectContaining({
        id: done.id,
        your_role: 'requester',
        mentor_id: mentor.user.id,
        status: 'completed',
        requester_rating: 4,
        mentor_rating: 5,
      }),
    ]);
    const ledger = (await call(requester, 'GET', '/api/mentorship/credits/ledger?limit=100')).json()
      .entries as { type: string; amount: number; session_id: string | null }[];
    const rows = (list: { type: string; amount: number; session_id: string | null }[]) =>
      list.map((r) => `${r.type} ${r.amount} ${r.session_id}`).sort();
    expect(rows(json(entries, 'mentorship-credits.json'))).toEqual(rows(ledger));
    expect(rows(ledger)).toHaveLength(2);
    expect(
      json(entries, 'mentorship-feedback.json').map(
        (f: { written_by_you: boolean; rating: number; feedback_text: string }) => [
          f.written_by_you,
          f.rating,
          f.feedback_text,
        ],
      ),
    ).toEqual([
      [true, 4, 'Patient and clear.'],
      [false, 5, 'Came well prepared.'],
    ]);
  });

  it('limits new requests to one an hour (429 with Retry-After)', async () => {
    const user = await signUp(team.t);
    const first = await requestExport(user);
    expect(first.statusCode).toBe(202);
    await runDataExports(deps());
    const second = await requestExport(user);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(3000);
    team.t.clock.advance(61 * 60_000);
    expect((await requestExport(await signIn(team.t, user))).statusCode).toBe(202);
    team.t.clock.advance(-61 * 60_000);
    await runDataExports(deps());
  });

  it('answers 410 after 7 days and removes the file', async () => {
    const { t } = team;
    const user = await signUp(t);
    const id = ((await requestExport(user)).json() as DataExportJson).id;
    await runDataExports(deps());
    const url = ((await exportStatus(user, id)).json() as DataExportJson).download_url!;
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(await t.app.ctx.storage.exists(row!.storageKey!)).toBe(true);

    t.clock.advance(DATA_EXPORT_TTL_MS + 1000);
    try {
      const gone = await t.request({ method: 'GET', url });
      expect(gone.statusCode).toBe(410);
      expect(gone.json().message).toBe(DATA_EXPORT_EXPIRED);
      await runDataExports(deps());
      const queued = await t.database.db
        .select()
        .from(storageDeletions)
        .where(eq(storageDeletions.storageKey, row!.storageKey!));
      expect(queued).toHaveLength(1);
      await runStorageDeletions(deps());
      expect(await t.app.ctx.storage.exists(row!.storageKey!)).toBe(false);
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(410);
    } finally {
      t.clock.advance(-(DATA_EXPORT_TTL_MS + 1000));
    }
  });

  it('marks an export failed after repeated build failures', async () => {
    const { t } = team;
    const user = await signUp(t);
    // Other test files share the database on PostgreSQL: build what they queued first, so the
    // broken runs below take this export rather than theirs.
    await runDataExports(deps());
    const id = ((await requestExport(user)).json() as DataExportJson).id;
    const broken = {
      ...deps(),
      storage: {
        ...t.app.ctx.storage,
        put: async () => {
          throw new Error('disk full');
        },
      },
    };
    // Until this export gives up (three attempts), or a bound should another file's come first.
    let status = (await exportStatus(user, id)).json() as DataExportJson;
    for (let run = 0; run < 10 && status.status !== 'failed'; run += 1) {
      await runNextDataExport(broken);
      status = (await exportStatus(user, id)).json() as DataExportJson;
    }
    expect(status).toMatchObject({ status: 'failed', download_url: null });
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row!.attempts).toBe(3);
  });
});
