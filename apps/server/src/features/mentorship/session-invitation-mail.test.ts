import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MentorshipSessionJson } from '@crewline/shared/contracts/mentorship';
import { mentorshipInvitationMails } from '../../db/mentorship-schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mentorshipHelpers } from '../../test/mentorship-test-helpers.ts';
import { releaseExpiredInvitationClaims, runSessionInvitations } from './session-invitation-job.ts';

// The calendar invitation of an accepted session, through a real SMTP server (smtp-server on a
// loopback port): both people receive it once, with a text/calendar part; a mail server that
// refuses mail neither fails nor undoes the acceptance, and the mail goes out once it is back.

let t: TestApp;
let smtp: SMTPServer;
let refusing = false;
const received: { to: string; data: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (refusing) return callback(new Error('Mail service unavailable'));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  // On PostgreSQL every test file shares one database, and other files accept sessions too: a run
  // sends every invitation due by its clock. This file's clock stands years before any other
  // file's, so only its own invitations are due when it runs the job.
  t.clock.set(new Date('2019-03-04T08:00:00Z'));
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const { call, day, person, request } = mentorshipHelpers(() => t);
const run = () =>
  runSessionInvitations({ db: t.app.ctx.db, mailer: t.app.ctx.mailer }, t.clock.now());

/** The decoded body of the raw message's first part of `type` (base64 or quoted-printable). */
function part(raw: string, type: string): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) throw new Error(`no ${type} part`);
  const headerEnd = raw.indexOf('\r\n\r\n', start);
  const headers = raw.slice(start, headerEnd);
  const body = raw.slice(headerEnd + 4, raw.indexOf('\r\n--', headerEnd));
  if (/Content-Transfer-Encoding: base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The calendar invitations received for one address. */
const invitationsTo = (email: string) =>
  received.filter((mail) => mail.to === email && mail.data.includes('text/calendar'));

async function accepted(topic: string) {
  const requester = await person();
  const mentor = await person(['TypeScript']);
  const { id } = await request(requester, { mentorId: mentor.user.id, topic });
  const res = await call(mentor, 'PUT', `/api/mentorship/sessions/${id}/accept`, { slot: 0 });
  expect(res.statusCode, res.body).toBe(200);
  return { requester, mentor, session: res.json() as MentorshipSessionJson };
}

describe('the calendar invitation mail', () => {
  it('reaches both people once, with the event as a text/calendar part', async () => {
    const { requester, mentor, session } = await accepted('Parser review');
    expect((await run()).sent).toBe(2);
    expect((await run()).sent).toBe(0);
    const dtstart = `DTSTART:${day(2).replaceAll('-', '')}T100000Z`;
    for (const user of [requester, mentor]) {
      const mails = invitationsTo(user.user.email);
      expect(mails).toHaveLength(1);
      const raw = mails[0]!.data;
      expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      // Folded lines (RFC 5545) are joined before reading.
      const ics = part(raw, 'text/calendar').replace(/\r\n[ \t]/g, '');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain(dtstart);
      expect(ics).toContain(`URL;VALUE=URI:${session.sessionUrl}`);
      expect(ics).toContain('SUMMARY:Parser review');
      expect(ics).toContain(`UID:mentorship-session-${session.id}@crewline`);
      expect(ics).toContain(mentor.user.email);
      expect(ics).toContain(requester.user.email);
      expect(part(raw, 'text/plain')).toContain(session.sessionUrl!);
    }
  });

  it('neither fails nor undoes the acceptance when the mail server refuses, and goes out later', async () => {
    refusing = true;
    try {
      const { requester, session } = await accepted('Flaky mail');
      expect(session.status).toBe('scheduled');
      const failed = await run();
      expect(failed).toMatchObject({ sent: 0, failed: 1 });
      const rows = await t.database.db
        .select()
        .from(mentorshipInvitationMails)
        .where(eq(mentorshipInvitationMails.sessionId, session.id));
      expect(rows.map((row) => row.state)).toEqual(['pending', 'pending']);
      const mine = await call(requester, 'GET', `/api/mentorship/sessions/${session.id}`);
      expect(mine.json()).toMatchObject({ status: 'scheduled' });
      refusing = false;
      t.clock.advance(61_000);
      expect((await run()).sent).toBe(2);
      expect(invitationsTo(requester.user.email)).toHaveLength(1);
    } finally {
      refusing = false;
    }
  });

  it('is not sent for a session cancelled before the mail went out', async () => {
    const { requester, session } = await accepted('Changed my mind');
    const cancel = await call(requester, 'PUT', `/api/mentorship/sessions/${session.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await run()).sent).toBe(0);
    expect(invitationsTo(requester.user.email)).toHaveLength(0);
  });

  it('goes out after all when the process that claimed it died before sending', async () => {
    const { requester, session } = await accepted('Lost claim');
    const stale = `sending:${new Date(t.clock.now().getTime() - 11 * 60_000).toISOString()}`;
    await t.database.db
      .update(mentorshipInvitationMails)
      .set({ state: stale })
      .where(eq(mentorshipInvitationMails.sessionId, session.id));
    expect((await run()).sent).toBe(0);
    await releaseExpiredInvitationClaims(t.app.ctx.db, t.clock.now());
    expect((await run()).sent).toBe(2);
    expect(invitationsTo(requester.user.email)).toHaveLength(1);
  });
});
