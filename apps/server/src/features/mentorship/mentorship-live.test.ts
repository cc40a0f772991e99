import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { twoTestApps } from '../../test/two-test-apps.ts';
import type { SignedUpUser } from '../../test/factories.ts';
import { mentorshipHelpers } from '../../test/mentorship-test-helpers.ts';
import { connect, sleep, type TestSocket } from '../../test/test-socket.ts';

describe('mentorship_session_updated and credits_updated', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const { call, person, request } = mentorshipHelpers(() => t);

  let requester: SignedUpUser;
  let mentor: SignedUpUser;
  let outsider: SignedUpUser;
  const sockets: TestSocket[] = [];
  const socketOf = async (user: SignedUpUser) => {
    const socket = await connect(t, user.access_token);
    sockets.push(socket);
    return socket;
  };
  afterAll(() => sockets.forEach((socket) => socket.close()));

  beforeAll(async () => {
    [requester, mentor, outsider] = await Promise.all([
      person(),
      person(['TypeScript']),
      person(['TypeScript']),
    ]);
  });

  it('tell both parties each change, with the balance when credits move, and nobody else', async () => {
    const [mine, theirs, other] = await Promise.all([
      socketOf(requester),
      socketOf(mentor),
      socketOf(outsider),
    ]);
    const { id } = await request(requester, { mentorId: mentor.user.id });

    const requested = await mine.next('mentorship_session_updated');
    expect(requested).toMatchObject({ session_id: id, session: { id, status: 'pending' } });
    expect(await mine.next('credits_updated')).toEqual({
      type: 'credits_updated',
      currentBalance: 8,
    });
    expect((await theirs.next('mentorship_session_updated')).session?.status).toBe('pending');

    await call(mentor, 'PUT', `/api/mentorship/sessions/${id}/accept`);
    const accepted = await mine.next('mentorship_session_updated');
    expect(accepted.session).toMatchObject({ status: 'scheduled', mentor: { id: mentor.user.id } });
    expect((await theirs.next('mentorship_session_updated')).session?.status).toBe('scheduled');

    // A frame carries the session as it is when sent, so each change is awaited before the next.
    await call(requester, 'PUT', `/api/mentorship/sessions/${id}/start`);
    expect((await theirs.next('mentorship_session_updated')).session?.status).toBe('active');
    await call(mentor, 'PUT', `/api/mentorship/sessions/${id}/complete`);
    expect((await theirs.next('mentorship_session_updated')).session?.status).toBe('completed');
    expect(await theirs.next('credits_updated')).toMatchObject({ currentBalance: 12 });

    await sleep(200);
    expect(other.frames.filter((frame) => frame.type.startsWith('mentorship'))).toEqual([]);
    expect(other.frames.filter((frame) => frame.type === 'credits_updated')).toEqual([]);
    // Starting and accepting move no credits: one balance frame per credit move only.
    expect(mine.frames.filter((frame) => frame.type === 'credits_updated')).toHaveLength(1);
  });

  it('tells a mentor who declined that the request left them', async () => {
    const theirs = await socketOf(mentor);
    const { id } = await request(requester, { mentorId: mentor.user.id });
    await theirs.next('mentorship_session_updated');
    const declined = await call(mentor, 'PUT', `/api/mentorship/sessions/${id}/decline`);
    expect(declined.statusCode).toBe(204);
    expect(await theirs.next('mentorship_session_updated')).toEqual({
      type: 'mentorship_session_updated',
      session_id: id,
      session: null,
    });
  });
});

const databaseUrl = inject('databaseUrl');

describe.skipIf(!databaseUrl)('mentorship frames across two processes on one PostgreSQL', () => {
  const apps = twoTestApps();
  const onA = mentorshipHelpers(() => apps.a);

  it('an acceptance on one process reaches the requester’s tab on the other', async () => {
    const requester = await onA.person();
    const mentor = await onA.person(['TypeScript']);
    const { id } = await onA.request(requester, { mentorId: mentor.user.id });
    const tab = await connect(apps.b, requester.access_token);
    try {
      const accepted = await onA.call(mentor, 'PUT', `/api/mentorship/sessions/${id}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      const frame = await tab.next('mentorship_session_updated');
      expect(frame.session).toMatchObject({ id, status: 'scheduled' });
    } finally {
      tab.close();
    }
  });

  it('a mentor who starts or stops mentoring on one process is found or not at once on the other', async () => {
    const onB = mentorshipHelpers(() => apps.b);
    const searcher = await onA.person();
    const names = async () => {
      const res = await onB.call(searcher, 'GET', '/api/mentorship/mentors/search?skills=Elixir');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { mentor: { userId: string } }[]).map((result) => result.mentor);
    };
    // B ranks from its list once, before anything changes on A.
    expect(await names()).toEqual([]);
    const mentor = await onA.person(['Elixir']);
    expect((await names()).map((found) => found.userId)).toEqual([mentor.user.id]);

    const stop = await onA.call(mentor, 'PUT', '/api/mentorship/profile', {
      skills: ['Elixir'],
      languages: [],
      frameworks: [],
      expertise: [],
      timezone: 'UTC',
      availabilityHoursPerWeek: 5,
      githubUsername: null,
      isMentor: false,
      yearsExperience: 5,
      maxSessionsPerWeek: 5,
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(await names()).toEqual([]);
  });
});
