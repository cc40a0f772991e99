import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileJson, FileVersionJson } from '@crewline/shared/contracts/files';
import { files } from '../../db/work-schema.ts';
import { call, expectStatus } from '../../test/chat-test-helpers.ts';
import {
  multipartBody,
  openAttachmentTeam,
  type AttachmentTeam,
} from '../../test/attachment-test-helpers.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { BAD_CURSOR, BAD_LIMIT } from './file-paging-query.ts';

let team: AttachmentTeam;
let observer: SignedUpUser;

beforeAll(async () => {
  team = await openAttachmentTeam();
  observer = await signUp(team.t);
  await addMember(team.t, team.owner, team.projectId, observer, 'observer');
});
afterAll(() => team.close());

/** The listing's order as the spec states it: folders first, name without case, then id. */
function expectedOrder(rows: { id: string; name: string; file_type: string }[]): string[] {
  const key = (r: { name: string; file_type: string }) =>
    `${r.file_type === 'folder' ? 0 : 1}${r.name.toLowerCase()}`;
  return [...rows]
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      if (ka !== kb) return ka < kb ? -1 : 1;
      return a.id < b.id ? -1 : 1;
    })
    .map((r) => r.id);
}

/** Seeds `count` files (and a few folders) straight into a new folder; returns the folder. */
async function seedFolder(projectId: string, count: number, prefix = 'File') {
  const { t, owner } = team;
  const folder = expectStatus<FileJson>(
    await call(t, owner, 'POST', '/api/files', {
      project_id: projectId,
      name: 'Many',
      file_type: 'folder',
    }),
    201,
  );
  // Mixed case, names equal but for case (the id breaks the tie), spaces and punctuation.
  const names = Array.from({ length: count }, (_, i) => {
    const n = String(i % 120).padStart(3, '0');
    const lower = prefix.toLowerCase();
    return i % 3 === 0
      ? `${prefix} ${n}.txt`
      : i % 3 === 1
        ? `${lower}_${n}.TXT`
        : `${lower} ${n}.txt`;
  });
  const rows = await t.database.db
    .insert(files)
    .values(
      names.map((name, i) => ({
        projectId,
        parentId: folder.id,
        name,
        fileType: i % 25 === 0 ? 'folder' : 'document',
        createdBy: owner.user.id,
      })),
    )
    .returning({ id: files.id, name: files.name, file_type: files.fileType });
  return { folder, rows };
}

type Page = { items: FileJson[]; next: string | undefined; link: string | undefined };

async function getPage(user: SignedUpUser, url: string): Promise<Page> {
  const res = await call(team.t, user, 'GET', url);
  const items = expectStatus<FileJson[]>(res, 200);
  return {
    items,
    next: res.headers['x-next-cursor'] as string | undefined,
    link: res.headers.link as string | undefined,
  };
}

/** Follows `Link: <…>; rel="next"` from `url` to the end; every page's ids in order. */
async function readAll(user: SignedUpUser, url: string): Promise<string[][]> {
  const pages: string[][] = [];
  let next: string | undefined = url;
  while (next) {
    const page = await getPage(user, next);
    pages.push(page.items.map((f) => f.id));
    if (page.next) {
      expect(page.link).toMatch(/^<\/api\/.*>; rel="next"$/);
      next = /^<([^>]+)>/.exec(page.link!)![1];
      expect(new URL(next!, 'http://x').searchParams.get('cursor')).toBe(page.next);
    } else {
      expect(page.link).toBeUndefined();
      next = undefined;
    }
  }
  return pages;
}

describe('paging a folder', () => {
  it('returns every file exactly once, in order, 100 at a time', async () => {
    const projectId = (await createProject(team.t, team.owner)).id;
    const { folder, rows } = await seedFolder(projectId, 250);
    const base = `/api/projects/${projectId}/files?parent_id=${folder.id}`;
    const pages = await readAll(team.owner, `${base}&limit=100`);
    expect(pages.map((p) => p.length)).toEqual([100, 100, 50]);
    expect(pages.flat()).toEqual(expectedOrder(rows));
    // Without `limit`: the whole folder in the same order, no cursor (the spec's call).
    const whole = await getPage(team.owner, base);
    expect(whole.items.map((f) => f.id)).toEqual(pages.flat());
    expect(whole.next).toBeUndefined();
    // Exactly one page's worth: no cursor to an empty page.
    const exact = await getPage(team.owner, `${base}&limit=250`);
    expect([exact.items.length, exact.next]).toEqual([250, undefined]);
  });

  it('keeps its place when files are added or removed between pages', async () => {
    const { t, owner } = team;
    const projectId = (await createProject(t, owner)).id;
    const { folder, rows } = await seedFolder(projectId, 60);
    const base = `/api/projects/${projectId}/files?parent_id=${folder.id}&limit=20`;
    const first = await getPage(owner, base);
    const last = first.items[first.items.length - 1]!;
    const mk = (name: string) =>
      call(t, owner, 'POST', '/api/files', {
        project_id: projectId,
        parent_id: folder.id,
        name,
        file_type: 'document',
      }).then((res) => expectStatus<FileJson>(res, 201));
    const before = await mk('aaa before the cursor');
    const after = await mk('zzz after the cursor');
    // The file the cursor was taken from goes too: the cursor holds its key, not its row.
    expect((await call(t, owner, 'DELETE', `/api/files/${last.id}`)).statusCode).toBe(204);
    const rest = await readAll(owner, `${base}&cursor=${first.next}`);
    const seen = [...first.items.map((f) => f.id), ...rest.flat()];
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(before.id);
    expect(seen.filter((id) => id === after.id)).toHaveLength(1);
    // The deleted file was seen on the first page; nothing after the cursor is lost.
    const expected = expectedOrder([...rows, { id: after.id, name: after.name, file_type: 'x' }]);
    expect(seen).toEqual(expected);
  });

  it('pages a search and a type filter, across projects too', async () => {
    const { t, owner } = team;
    const projectId = (await createProject(t, owner)).id;
    const other = (await createProject(t, owner)).id;
    const prefix = `Zq${Math.random().toString(36).slice(2, 8)}`;
    const { rows } = await seedFolder(projectId, 90, prefix);
    const { rows: otherRows } = await seedFolder(other, 30, prefix);
    const matching = rows.filter((r) => r.name.includes('_0'));
    expect(matching.length).toBeGreaterThan(14);
    const search = await readAll(
      owner,
      `/api/projects/${projectId}/files?q=${encodeURIComponent('_0')}&limit=7`,
    );
    expect(search.flat()).toEqual(expectedOrder(matching));
    const folders = await readAll(
      owner,
      `/api/projects/${projectId}/files?q=${prefix}&type=folder&limit=2`,
    );
    expect(folders.flat()).toEqual(expectedOrder(rows.filter((r) => r.file_type === 'folder')));
    // GET /api/files over both projects (a search: the caller's whole tree).
    const q = `${prefix} 01`.toLowerCase();
    const everywhere = await readAll(owner, `/api/files?q=${encodeURIComponent(q)}&limit=3`);
    const hits = [...rows, ...otherRows].filter((r) => r.name.toLowerCase().includes(q));
    expect(hits.length).toBeGreaterThan(3);
    expect(everywhere.flat()).toEqual(expectedOrder(hits));
  });

  it('answers a bad limit or cursor with 400 and says why', async () => {
    const { t, owner, stranger, projectId } = team;
    const base = `/api/projects/${projectId}/files`;
    for (const limit of ['0', '501', 'abc', '1.5', '-1', '', '10000']) {
      const res = await call(t, owner, 'GET', `${base}?limit=${limit}`);
      expect([limit, res.statusCode, res.json().message]).toEqual([limit, 400, BAD_LIMIT]);
    }
    const wrong = [
      'not base64 at all!',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from('[true,"x","not-a-uuid"]').toString('base64url'),
      Buffer.from('["yes","x","00000000-0000-0000-0000-000000000000"]').toString('base64url'),
    ];
    for (const cursor of wrong) {
      const res = await call(t, owner, 'GET', `/api/files?cursor=${encodeURIComponent(cursor)}`);
      expect([res.statusCode, res.json().message]).toEqual([400, BAD_CURSOR]);
    }
    expect((await call(t, owner, 'GET', `${base}?limit=500`)).statusCode).toBe(200);
    expect((await call(t, null, 'GET', `${base}?limit=5`)).statusCode).toBe(401);
    expect((await call(t, null, 'GET', '/api/files?limit=5')).statusCode).toBe(401);
    expect((await call(t, stranger, 'GET', `${base}?limit=5`)).statusCode).toBe(404);
    expect(expectStatus<FileJson[]>(await call(t, stranger, 'GET', '/api/files'), 200)).toEqual([]);
  });
});

describe('a listed file', () => {
  function upload(user: SignedUpUser, fileId: string, text: string) {
    const { payload, headers } = multipartBody(Buffer.from(text), `${text}.txt`);
    return team.t
      .request({
        method: 'POST',
        url: `/api/files/${fileId}/versions`,
        token: user.access_token,
        payload,
        headers,
      })
      .then((res) => expectStatus<FileVersionJson>(res, 201));
  }

  /** What each viewer's listing says of `id`, next to GET /api/files/{id} for the same viewer. */
  async function listedAndRead(id: string, parent?: string) {
    const { t, projectId } = team;
    const query = parent ? `?parent_id=${parent}` : '';
    const out = [];
    for (const viewer of [team.owner, team.member, observer]) {
      const list = await getPage(viewer, `/api/projects/${projectId}/files${query}`);
      const read = expectStatus<FileJson>(await call(t, viewer, 'GET', `/api/files/${id}`), 200);
      out.push({ listed: list.items.find((f) => f.id === id), read });
    }
    return out;
  }

  it('reads exactly as GET /api/files/{id} for every viewer, as versions come and go', async () => {
    const { t, owner, member, projectId } = team;
    const folder = expectStatus<FileJson>(
      await call(t, member, 'POST', '/api/files', {
        project_id: projectId,
        name: 'Reports "2030" ünïcode 📁',
        file_type: 'folder',
        description: 'line\nbreak, "quotes", a \\ and a tab\t',
      }),
      201,
    );
    const file = expectStatus<FileJson>(
      await call(t, member, 'POST', '/api/files', {
        project_id: projectId,
        parent_id: folder.id,
        name: 'Plan.pdf',
        file_type: 'document',
      }),
      201,
    );
    const check = async (id: string, parent?: string) => {
      for (const { listed, read } of await listedAndRead(id, parent)) expect(listed).toEqual(read);
    };
    await check(folder.id);
    await check(file.id, folder.id);

    const v1 = await upload(member, file.id, 'one');
    const v2 = await upload(owner, file.id, 'two');
    await check(file.id, folder.id);
    const views = await listedAndRead(file.id, folder.id);
    const asObserver = views[2];
    let [asOwner, asMember] = views;
    expect(asOwner!.listed).toMatchObject({ versions: 2, latest_version: { id: v2.id } });
    expect(asOwner!.listed!.latest_version!.can).toEqual({ delete: true });
    expect(asMember!.listed!.latest_version!.can).toEqual({ delete: false });
    expect(asMember!.listed!.can).toEqual({ edit: true, delete: true });
    expect(asObserver!.listed!.can).toEqual({ edit: false, delete: false });

    // Deleting the newest version makes the one before it the newest again.
    const v2Path = v2.storage_path.replace('/download', '');
    expect((await call(t, owner, 'DELETE', v2Path)).statusCode).toBe(204);
    await check(file.id, folder.id);
    [asOwner] = await listedAndRead(file.id, folder.id);
    expect(asOwner!.listed).toMatchObject({ versions: 1, latest_version: { id: v1.id } });

    // A restore is the newest, and counted.
    const restored = expectStatus<FileVersionJson>(
      await call(t, owner, 'POST', `${v1.storage_path.replace('/download', '')}/restore`, {}),
      201,
    );
    await check(file.id, folder.id);
    [asOwner, asMember] = await listedAndRead(file.id, folder.id);
    expect(asOwner!.listed).toMatchObject({
      versions: 2,
      latest_version: { id: restored.id, version: restored.version },
    });
    expect(asMember!.listed!.latest_version!.can).toEqual({ delete: false });

    // Every version gone: no newest, none counted.
    for (const v of [v1, restored]) {
      expect(
        (await call(t, owner, 'DELETE', v.storage_path.replace('/download', ''))).statusCode,
      ).toBe(204);
    }
    await check(file.id, folder.id);
    [asOwner] = await listedAndRead(file.id, folder.id);
    expect(asOwner!.listed).toMatchObject({ versions: 0, latest_version: null });
  });
});
