import { describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openEmbeddedTestDatabase } from '../test/test-app.ts';

const databaseUrl = inject('databaseUrl');

describe.skipIf(databaseUrl)('queries on the embedded engine', () => {
  it('let the event loop run between two queries of a queue', async () => {
    const database = await openEmbeddedTestDatabase();
    try {
      let finished = 0;
      const queue = Array.from({ length: 20 }, () =>
        database.db.execute(sql`SELECT pg_sleep(0.005)`).then(() => (finished += 1)),
      );
      // A callback of the next loop turn (as a socket read would be) runs long before the
      // queue drains, not after it.
      const finishedWhenTheLoopRan = await new Promise<number>((resolve) =>
        setImmediate(() => resolve(finished)),
      );
      await Promise.all(queue);
      expect(finished).toBe(20);
      expect(finishedWhenTheLoopRan).toBeLessThan(3);
    } finally {
      await database.close();
    }
  });
});
