import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import yazl from 'yazl';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import { createTestApp, createTestClock } from '../test/test-app.ts';
import { signUp, type SignedUpUser } from '../test/factories.ts';
import { addMember, createProject, signIn } from '../test/project-factories.ts';
import { board, createTask } from '../test/task-test-helpers.ts';
import { call, createProjectThread, expectStatus, postMessage } from '../test/chat-test-helpers.ts';
import { makePng, upload } from '../test/attachment-test-helpers.ts';
import { unzip } from '../test/unzip.ts';
import { sha256 } from './archive.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';
import {
  isUntouched,
  migrateInstallation,
  newInstallation,
  snapshotDatabase,
  snapshotFiles,
  type Engine,
  type TestInstallation,
} from './backup-test-helpers.ts';

const withPostgres = Boolean(inject('databaseUrl'));
const engines: Engine[] = withPostgres ? ['embedded', 'postgres'] : ['embedded'];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-archives-'));
const disposals: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const dispose of disposals) await dispose();
  fs.rmSync(work, { recursive: true, force: true });
});

async function emptyInstallation(
  engine: Engine,
  settings: Record<string, string> = {},
): Promise<TestInstallation> {
  const target = await newInstallation(engine, settings);
  disposals.push(() => target.dispose());
  return target;
}

/** What the source installation was seeded with through the API. */
type Seeded = {
  source: TestInstallation;
  archive: string;
  owner: SignedUpUser;
  projectId: string;
  threadId: string;
  taskTitles: string[];
  attachment: AttachmentJson;
  png: Buffer;
};

/** Seeds an installation through the real API (users, project, tasks, chat, a file), then backs it up. */
async function seedAndBackUp(engine: Engine): Promise<Seeded> {
  const source = await emptyInstallation(engine);
  const database = await migrateInstallation(source);
  const t = await createTestApp(
    { DATA_DIR: source.installation.dataDir },
    {},
    { database, clock: createTestClock() },
  );
  const [owner, member] = [await signUp(t), await signUp(t)];
  const projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, member, 'member');
  const taskTitles = ['Write the plan', 'Ship ünïcode ✓ and "quotes"'];
  for (const title of taskTitles) await createTask(t, owner, projectId, { title });
  const thread = await createProjectThread(t, owner, projectId);
  await postMessage(t, member, thread.id, 'Line one\nline two; -- not a comment');
  const png = await makePng(64, 48);
  const attachment = await upload(t, owner, png, 'picture.png');
  await t.close();
  await database.close();

  const archive = path.join(work, `${engine}-${Date.now()}.zip`);
  const result = await createBackup(source.installation, archive);
  expect(result.manifest).toMatchObject({ format: 1, sourceEngine: engine });
  // The original and its thumbnail.
  expect(result.manifest.fileCount).toBe(2);
  return {
    source,
    archive,
    owner,
    projectId,
    threadId: thread.id,
    taskTitles,
    attachment,
    png,
  };
}

const seeds = new Map<Engine, Promise<Seeded>>();
/** One seeded installation and its archive per engine, shared by the cases that only read them. */
function seededOn(engine: Engine): Promise<Seeded> {
  if (!seeds.has(engine)) seeds.set(engine, seedAndBackUp(engine));
  return seeds.get(engine)!;
}

describe.each(engines)('a backup of %s', (sourceEngine) => {
  let seeded: Seeded;
  beforeAll(async () => {
    seeded = await seededOn(sourceEngine);
  }, 180_000);

  it.each(engines)(
    'restores into an empty %s installation: every row, sequence and file equal, and served',
    async (targetEngine) => {
      const target = await emptyInstallation(targetEngine);
      await restoreBackup(target.installation, seeded.archive);

      const [sourceDb, targetDb] = [await seeded.source.open(), await target.open()];
      try {
        const before = await snapshotDatabase(targetDb);
        expect(before).toEqual(await snapshotDatabase(sourceDb));
        expect(before['drizzle.__drizzle_migrations']).not.toEqual([]);
        expect(before['public.tasks']).toHaveLength(seeded.taskTitles.length);
        // The migrations are recorded as applied: the app's start-up migrates nothing.
        await targetDb.migrate();
        expect(await snapshotDatabase(targetDb)).toEqual(before);
      } finally {
        await sourceDb.close();
      }
      const [sourceFiles, targetFiles] = [
        await snapshotFiles(seeded.source.installation),
        await snapshotFiles(target.installation),
      ];
      expect(targetFiles.size).toBe(2);
      expect(targetFiles).toEqual(sourceFiles);

      const t = await createTestApp(
        { DATA_DIR: target.installation.dataDir },
        {},
        { database: targetDb, clock: createTestClock() },
      );
      try {
        const owner = await signIn(t, seeded.owner);
        const tasks = await board(t, owner, seeded.projectId);
        expect(tasks.map((task) => task.title).sort()).toEqual([...seeded.taskTitles].sort());
        const page = expectStatus<{ messages: Array<{ content: string }> }>(
          await call(t, owner, 'GET', `/api/threads/${seeded.threadId}/messages`),
          200,
        );
        expect(page.messages.map((m) => m.content)).toEqual([
          'Line one\nline two; -- not a comment',
        ]);
        const file = await call(t, owner, 'GET', seeded.attachment.file_url);
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.equals(seeded.png)).toBe(true);
        // Sequences and defaults came back too: the restored app keeps writing.
        await createTask(t, owner, seeded.projectId, { title: 'After the restore' });
      } finally {
        await t.close();
        await targetDb.close();
      }
    },
    180_000,
  );

  it('refuses a target that is not empty, and changes nothing there', async () => {
    await expect(restoreBackup(seeded.source.installation, seeded.archive)).rejects.toThrow(
      /not empty|already holds a database/,
    );
    const database = await seeded.source.open();
    try {
      const { rows } = await database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM tasks WHERE project_id = ${seeded.projectId}`,
      );
      expect(rows[0]!.n).toBe(seeded.taskTitles.length);
    } finally {
      await database.close();
    }
  });
});

describe('restoring a bad archive', () => {
  let seeded: Seeded;
  let entries: Map<string, Buffer>;
  beforeAll(async () => {
    seeded = await seededOn('embedded');
    entries = await unzip(fs.readFileSync(seeded.archive));
  }, 180_000);

  /** A copy of the good archive with `change` applied to its entries. */
  async function tampered(change: (entries: Map<string, Buffer>) => void): Promise<string> {
    const copy = new Map(entries);
    change(copy);
    const zip = new yazl.ZipFile();
    for (const [name, data] of copy) zip.addBuffer(data, name);
    zip.end();
    const out = path.join(work, `tampered-${Date.now()}-${Math.random()}.zip`);
    await finished(zip.outputStream.pipe(fs.createWriteStream(out)));
    return out;
  }

  it.each(engines)('stops with a clear error and leaves a %s target untouched', async (engine) => {
    const target = await emptyInstallation(engine);
    const garbage = path.join(work, 'garbage.zip');
    fs.writeFileSync(garbage, 'this is not a zip archive');
    const fileKey = [...entries.keys()].find((name) => name.startsWith('files/'))!;
    const cases: Array<[string, RegExp]> = [
      [path.join(work, 'missing.zip'), /No backup archive at/],
      [garbage, /is not a readable backup archive/],
      [await tampered((e) => e.delete('manifest.json')), /The archive has no manifest\.json/],
      [
        await tampered((e) => e.set(fileKey, Buffer.concat([e.get(fileKey)!, Buffer.from('x')]))),
        /does not match its checksum/,
      ],
      [
        await tampered((e) =>
          e.set('database.sql', Buffer.from(`${e.get('database.sql')!}\nSELECT 1;`)),
        ),
        /database\.sql does not match its checksum/,
      ],
      [
        // A dump that passes its checksum but fails half-way: nothing of it may stay behind.
        await tampered((e) => {
          const dump = Buffer.from(`${e.get('database.sql')!}\nSELECT no_such_function();\n`);
          const manifest = JSON.parse(e.get('manifest.json')!.toString());
          manifest.database = {
            size: dump.length,
            sha256: sha256(dump),
          };
          e.set('database.sql', dump);
          e.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
        }),
        /Restoring the database failed/,
      ],
    ];
    for (const [archive, message] of cases) {
      await expect(restoreBackup(target.installation, archive), archive).rejects.toThrow(message);
      expect(await isUntouched(target), archive).toBe(true);
    }
  });
});

describe('files in an S3 bucket', () => {
  let server: S3rver;
  let settings: Record<string, string>;
  beforeAll(async () => {
    const directory = fs.mkdtempSync(path.join(work, 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'crewline-backup', configs: [] }],
    });
    const { port } = await server.run();
    settings = {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'crewline-backup',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
    };
  });
  afterAll(() => server?.close());

  it('restores a disk backup into a bucket, and backs the bucket up byte for byte', async () => {
    const seeded = await seededOn('embedded');
    // PostgreSQL when there is one: the engine is not what this case is about, and it is faster.
    const target = await emptyInstallation(engines.at(-1)!, settings);
    await restoreBackup(target.installation, seeded.archive);
    expect(await snapshotFiles(target.installation)).toEqual(
      await snapshotFiles(seeded.source.installation),
    );
    const again = await createBackup(target.installation, path.join(work, 'from-s3.zip'));
    const original = await unzip(fs.readFileSync(seeded.archive));
    const fromS3 = await unzip(fs.readFileSync(again.path));
    for (const [name, bytes] of original) {
      if (name.startsWith('files/')) expect(fromS3.get(name)?.equals(bytes), name).toBe(true);
    }
    expect(again.manifest.files.sort((a, b) => a.key.localeCompare(b.key))).toEqual(
      JSON.parse(original.get('manifest.json')!.toString()).files.sort(
        (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key),
      ),
    );
  }, 180_000);
});
