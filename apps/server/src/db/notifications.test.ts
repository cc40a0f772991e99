import { afterAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { openEmbeddedTestDatabase } from '../test/test-app.ts';
import { postgresNotifications } from './notifications.ts';

const databaseUrl = inject('databaseUrl');

describe.skipIf(databaseUrl)('notifications on the embedded engine', () => {
  it('delivers a NOTIFY committed by a transaction before the transaction returns', async () => {
    const database = await openEmbeddedTestDatabase();
    try {
      const heard: string[] = [];
      await database.notifications.subscribe('test_channel', (payload) => heard.push(payload));
      await database.db.transaction(async (tx) => {
        await tx.execute("SELECT pg_notify('test_channel', 'inside')");
        expect(heard).toEqual([]);
      });
      expect(heard).toEqual(['inside']);
      expect(database.notifications.live).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!databaseUrl)('notifications on PostgreSQL', () => {
  const notifications = postgresNotifications(databaseUrl!);
  const admin = new pg.Client({ connectionString: databaseUrl });
  afterAll(async () => {
    await notifications.close();
    await admin.end();
  });

  it('hears NOTIFY from other connections, reports a lost connection and listens again', async () => {
    await admin.connect();
    const channel = `test_${process.pid}_${Date.now()}`;
    const heard: string[] = [];
    let gaps = 0;
    notifications.onGap(() => (gaps += 1));
    await notifications.subscribe(channel, (payload) => heard.push(payload));
    expect(notifications.live).toBe(true);

    await admin.query('SELECT pg_notify($1, $2)', [channel, 'first']);
    await expect.poll(() => heard).toEqual(['first']);

    // Kill the listening connection from the server side, as a restart or a proxy would.
    const gapsBefore = gaps;
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE pid <> pg_backend_pid() AND query = $1`,
      [`LISTEN "${channel}"`],
    );
    await expect.poll(() => gaps, { timeout: 5_000 }).toBeGreaterThan(gapsBefore);
    await expect.poll(() => notifications.live, { timeout: 5_000 }).toBe(true);

    await admin.query('SELECT pg_notify($1, $2)', [channel, 'after reconnect']);
    await expect.poll(() => heard).toEqual(['first', 'after reconnect']);
  });
});
