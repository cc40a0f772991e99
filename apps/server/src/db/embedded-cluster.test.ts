import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, SERVER_ROOT } from '../paths.ts';
import { openDatabase } from './client.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-cluster-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('ensureEmbeddedCluster', () => {
  it(
    'creates and migrates a new cluster in a child process, replacing a half-made one',
    { timeout: 90_000 },
    async () => {
      const dataDir = path.join(dir, 'pglite');
      // What an interrupted first start leaves: a half-built cluster and an empty target folder.
      fs.mkdirSync(`${dataDir}.creating`);
      fs.writeFileSync(path.join(`${dataDir}.creating`, 'PG_VERSION'), '17');
      fs.mkdirSync(dataDir);

      // Run as the server runs from src/ (tsx), in a process of its own: vitest's workers do
      // not load .ts files in the child process that ensureEmbeddedCluster forks.
      const runner = path.join(dir, 'run.mts');
      const source = path.join(SERVER_ROOT, 'src', 'db', 'embedded-cluster.ts');
      fs.writeFileSync(
        runner,
        `import { ensureEmbeddedCluster } from ${JSON.stringify(source)};\nawait ensureEmbeddedCluster(process.argv[2]);\n`,
      );
      await promisify(execFile)(process.execPath, ['--import', 'tsx', runner, dataDir], {
        cwd: SERVER_ROOT,
      });

      expect(fs.existsSync(`${dataDir}.creating`)).toBe(false);
      const journal = JSON.parse(
        fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const database = await openDatabase({ kind: 'embedded', dataDir });
      try {
        const applied = await database.db.execute(
          sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
        );
        expect(applied.rows[0]).toEqual({ n: journal.entries.length });
      } finally {
        await database.close();
      }
    },
  );
});
