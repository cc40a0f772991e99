import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loadEnv } from '../env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { buildApp } from '../app.ts';
import { createTestClock, openEmbeddedTestDatabase, type TestApp } from '../test/test-app.ts';
import { signUp, uniqueEmail, type SignedUpUser } from '../test/factories.ts';
import { createProject } from '../test/project-factories.ts';
import { openSocket } from '../test/test-socket.ts';

// A production log is shipped, kept and read by more people than the database: it must hold no
// password, no password hash, no token or link with a token, and no SQL parameters. This runs
// the mail and password flows on a production-like app without SMTP_URL (mail goes to the
// outbox), makes one SQL statement fail, and reads every line the app logged.

const PASSWORDS = {
  signUp: 'Sign-up p4ss!word',
  wrong: 'Wr0ng guess p4ss',
  reset: 'Reset n3w p4ss!word',
  invited: 'Invit3d p4ss!word',
  change: 'Chang3d p4ss!word',
};

const lines: string[] = [];
let t: TestApp;

/** A private database: the test alters a table, which no other test file may see. */
async function openThrowawayDatabase(): Promise<Database> {
  if (!inject('databaseUrl')) return openEmbeddedTestDatabase();
  const database = await openDatabase({ kind: 'embedded' });
  await database.migrate();
  return database;
}

beforeAll(async () => {
  const database = await openThrowawayDatabase();
  const clock = createTestClock();
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    APP_ORIGIN: 'https://crewline.example.test',
    DATA_DIR: '/tmp/crewline-test-unused',
    WEB_DIST: '/nonexistent-web-dist',
  });
  const app = await buildApp({
    env,
    database,
    now: clock.now,
    jobs: false,
    logger: { stream: { write: (line) => lines.push(line) } },
  });
  t = {
    app,
    clock,
    database,
    request: ({ token, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    close: () => app.close(),
  };
});
afterAll(() => t.close());

/** The link tokens of the mails sent to `to`, oldest first, once there are `count` mails. */
async function mailedTokens(to: string, count = 1): Promise<string[]> {
  let texts: string[] = [];
  await expect
    .poll(async () => {
      const rows = await t.database.db.select().from(outbox).where(eq(outbox.to, to));
      texts = rows.map((row) => row.text);
      return texts.length;
    })
    .toBeGreaterThanOrEqual(count);
  return texts.flatMap((text) =>
    [...text.matchAll(/token=([\w%-]+)/g)].map((m) => decodeURIComponent(m[1]!)),
  );
}

describe('the production log', () => {
  it('holds no password, hash, token, link with a token or SQL parameter', async () => {
    const secrets: string[] = Object.values(PASSWORDS);

    // Sign-up, its verification mail and the link's use.
    const user: SignedUpUser = await signUp(t, { password: PASSWORDS.signUp });
    secrets.push(user.access_token, user.refresh_token);
    const [verifyToken] = await mailedTokens(user.user.email);
    secrets.push(verifyToken!);
    const verified = await t.request({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: verifyToken },
    });
    expect(verified.statusCode).toBe(200);

    // A wrong password, then a reset requested and used.
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.user.email, password: PASSWORDS.wrong },
    });
    expect(wrong.statusCode).toBe(401);
    const requested = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.user.email },
    });
    expect(requested.statusCode).toBe(200);
    const resetToken = (await mailedTokens(user.user.email, 2)).at(-1)!;
    expect(resetToken).not.toBe(verifyToken);
    secrets.push(resetToken);
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token: resetToken, password: PASSWORDS.reset },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.user.email, password: PASSWORDS.reset },
    });
    expect(login.statusCode).toBe(200);
    const session = login.json() as SignedUpUser;
    secrets.push(session.access_token, session.refresh_token);

    // An invitation to someone new: their set-password link, used.
    const project = await createProject(t, session);
    const inviteeEmail = uniqueEmail('invitee');
    const invited = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/invitations`,
      token: session.access_token,
      payload: { email: inviteeEmail },
    });
    expect(invited.statusCode).toBe(201);
    const [setPasswordToken] = await mailedTokens(inviteeEmail);
    secrets.push(setPasswordToken!);
    const setPassword = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token: setPasswordToken, password: PASSWORDS.invited },
    });
    expect(setPassword.statusCode).toBe(200);

    // A socket's token travels in its URL, which the request log names.
    const socket = await openSocket(t, session.access_token);
    await socket.next('hello');
    socket.close();

    // A failing SQL statement whose parameters include a fresh argon2id hash: the database
    // refuses any new hash, so the password change's UPDATE fails.
    await t.database.db.execute(
      sql`ALTER TABLE users ADD CONSTRAINT log_test_no_new_hash CHECK (password_hash NOT LIKE '$argon2%') NOT VALID`,
    );
    const changed = await t.request({
      method: 'POST',
      url: '/api/auth/password',
      token: session.access_token,
      payload: { current_password: PASSWORDS.reset, new_password: PASSWORDS.change },
    });
    expect(changed.statusCode).toBe(500);

    const log = lines.join('');
    // The log did record what happened, so its silence about secrets means something.
    expect(log).toContain('unhandled error');
    expect(log).toContain('log_test_no_new_hash');
    expect(log).toContain('/api/notifications/ws?token=[Redacted]');
    expect(log).toContain('Reset your Crewline password');
    for (const secret of secrets) expect(log).not.toContain(secret);
    for (const marker of [
      '$argon2',
      'token=',
      'crewline.example.test/auth/',
      'params',
      'Failing row',
    ]) {
      expect(log.replaceAll('token=[Redacted]', '')).not.toContain(marker);
    }
  });
});
