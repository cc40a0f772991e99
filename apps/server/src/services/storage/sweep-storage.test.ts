import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_FILES } from '../../modules/index.ts';
import {
  openAttachmentTeam,
  upload,
  type AttachmentTeam,
} from '../../test/attachment-test-helpers.ts';
import { attachmentRow } from '../../test/attachment-test-helpers.ts';
import { newStorageKey } from './storage.ts';
import { sweepStorage } from './sweep-storage.ts';

// The start-up sweep against the real app's storage and database: what a killed process left
// goes, what a row names (or what no module declares) stays.

let team: AttachmentTeam;
beforeAll(async () => {
  team = await openAttachmentTeam();
});
afterAll(() => team?.close());

const bytes = { contentType: 'application/octet-stream', maxBytes: 1024 };

describe('storage sweep', () => {
  it('removes unnamed files and leftovers written before the bound, and nothing else', async () => {
    const { t, owner, dataDir } = team;
    const storage = t.app.ctx.storage;
    const sent = await upload(t, owner, Buffer.from('kept bytes'), 'kept.txt');
    const named = (await attachmentRow(t, sent.id))!.storageKey;
    // Stored, then the process died before the row: one under every prefix a module declares.
    const orphans = STORED_FILES.map((owner) => newStorageKey(owner.prefix));
    // A prefix no module declares is not the sweep's to judge.
    const foreign = newStorageKey('elsewhere');
    for (const key of [...orphans, foreign]) {
      await storage.put(key, Readable.from([Buffer.from('x')]), bytes);
    }
    const temp = path.join(dataDir, 'files', path.dirname(named), '.abc.123.tmp');
    fs.writeFileSync(temp, 'half');
    const deps = { db: t.database.db, storage, owners: STORED_FILES, log: t.app.log };

    // Written after the bound (an upload another process may still be finishing): kept.
    expect(await sweepStorage(deps, new Date(Date.now() - 60_000))).toEqual({
      leftovers: 0,
      orphans: 0,
    });
    expect(await sweepStorage(deps, new Date(Date.now() + 1_000))).toEqual({
      leftovers: 1,
      orphans: orphans.length,
    });
    for (const key of orphans) expect(await storage.exists(key)).toBe(false);
    expect(fs.existsSync(temp)).toBe(false);
    expect(await storage.exists(named)).toBe(true);
    expect(await storage.exists(foreign)).toBe(true);
    const download = await t.request({
      method: 'GET',
      url: `/api/attachments/${sent.id}/file`,
      token: owner.access_token,
    });
    expect(download.body).toBe('kept bytes');
  });
});
