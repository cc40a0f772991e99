import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { User } from '@crewline/shared/contracts/auth';
import { AVATAR_MAX_BYTES } from '@crewline/shared/limits';
import { users } from '../../db/schema.ts';
import { storageDeletions } from '../../db/account-schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { openSocket } from '../../test/test-socket.ts';
import { multipartBody, storedFiles } from '../../test/attachment-test-helpers.ts';
import { createDirectThread } from '../../test/chat-test-helpers.ts';
import {
  AVATAR_FILE_REQUIRED,
  AVATAR_NOT_MULTIPART,
  type AvatarResponse,
} from './avatar-routes.ts';
import { AVATAR_NOT_AN_IMAGE, AVATAR_UNREADABLE } from './avatar-image.ts';

let t: TestApp;
let dataDir: string;
let owner: SignedUpUser;
let member: SignedUpUser;
let partner: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-avatars-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  [owner, member, partner, stranger] = await Promise.all([
    signUp(t),
    signUp(t),
    signUp(t),
    signUp(t),
  ]);
  const project = await createProject(t, owner);
  await addMember(t, owner, project.id, member);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** POST /api/auth/profile/avatar with one file part, as `user` (null: signed out). */
function uploadAvatar(
  user: SignedUpUser | null,
  content: Buffer,
  options: { field?: string } = {},
) {
  const { payload, headers } = multipartBody(content, 'me.jpg', {
    type: 'image/jpeg',
    ...options,
  });
  return t.request({
    method: 'POST',
    url: '/api/auth/profile/avatar',
    token: user?.access_token,
    headers,
    payload,
  });
}

/** A solid image of one format, made with sharp. */
function solid(width: number, height: number, format: 'png' | 'webp' | 'gif' | 'jpeg') {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 160, b: 90 } } })
    [format]()
    .toBuffer();
}

/**
 * A 300 x 200 JPEG, red on the left and blue on the right, stored turned (EXIF orientation 6:
 * shown rotated 90° clockwise, red on top) and carrying GPS coordinates and a camera model.
 */
async function photoWithGps(): Promise<Buffer> {
  const half = (r: number, b: number) =>
    sharp({ create: { width: 150, height: 200, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#000' } })
    .composite([
      { input: await half(255, 0), left: 0, top: 0 },
      { input: await half(0, 255), left: 150, top: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Crewline Cam', Model: 'Secret Model' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .toBuffer();
}

async function getImage(url: string) {
  return t.request({ method: 'GET', url });
}

function userRow(id: string) {
  return t.database.db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]!);
}

describe('POST /api/auth/profile/avatar', () => {
  it('re-encodes a photo upright as 256 and 64 px WebP squares without EXIF or GPS', async () => {
    const photo = await photoWithGps();
    const original = await sharp(photo).metadata();
    expect(original.exif).toBeDefined();
    expect(original.exif!.includes(Buffer.from('Secret Model'))).toBe(true);

    const res = await uploadAvatar(partner, photo);
    expect(res.statusCode).toBe(200);
    const body = res.json<AvatarResponse>();
    expect(body.avatar).toMatch(
      new RegExp(`^/api/users/${partner.user.id}/avatar\\?v=[0-9a-f]{24}$`),
    );
    expect(body.avatar_small).toMatch(
      new RegExp(`^/api/users/${partner.user.id}/avatar/small\\?v=[0-9a-f]{24}$`),
    );
    expect(body.user).toMatchObject({ id: partner.user.id, avatar: body.avatar });
    expect(body.user.avatar_small).toBe(body.avatar_small);

    const large = await getImage(body.avatar!);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['x-content-type-options']).toBe('nosniff');
    expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(large.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(large.rawPayload.includes(Buffer.from('Secret Model'))).toBe(false);
    expect(large.rawPayload.includes(Buffer.from('GPS'))).toBe(false);

    // Upright: the red half (left as stored) is on top once orientation 6 is applied.
    const { data } = await sharp(large.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 256 + x) * 3, (y * 256 + x) * 3 + 3),
    ];
    const [topR, , topB] = pixel(128, 20);
    const [bottomR, , bottomB] = pixel(128, 235);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);

    const small = await getImage(body.avatar_small!);
    expect(small.statusCode).toBe(200);
    const smallMeta = await sharp(small.rawPayload).metadata();
    expect(smallMeta).toMatchObject({ format: 'webp', width: 64, height: 64 });
    expect(smallMeta.exif).toBeUndefined();

    // The profile (cached per process) shows the new avatar at once.
    const profile = await t.request({
      method: 'GET',
      url: '/api/auth/profile',
      token: partner.access_token,
    });
    expect(profile.json<User>()).toMatchObject({
      avatar: body.avatar,
      avatar_small: body.avatar_small,
    });
  });

  it.each(['png', 'webp', 'gif'] as const)(
    'accepts %s by content, whatever the name says',
    async (format) => {
      const res = await uploadAvatar(stranger, await solid(400, 300, format));
      expect(res.statusCode).toBe(200);
      const image = await getImage(res.json<AvatarResponse>().avatar!);
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
    },
  );

  it('refuses text, SVG and PDF by content with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
    );
    for (const content of [Buffer.from('hello, just text'), svg, pdf]) {
      const res = await uploadAvatar(stranger, content);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: AVATAR_NOT_AN_IMAGE,
      });
    }
  });

  it('refuses an image header that does not decode with 415', async () => {
    const png = await solid(50, 50, 'png');
    const res = await uploadAvatar(
      stranger,
      Buffer.concat([png.subarray(0, 60), Buffer.alloc(500, 7)]),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(AVATAR_UNREADABLE);
  });

  it('refuses 5 MB + 1 with 413 and keeps the current avatar; exactly 5 MB is read', async () => {
    const before = await userRow(stranger.user.id);
    const png = await solid(20, 20, 'png');
    // A real PNG head padded past the limit (decoders ignore bytes after IEND).
    const over = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES + 1 - png.length)]);
    const res = await uploadAvatar(stranger, over);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'File size too large. Please upload files smaller than 5MB.',
    });
    expect((await userRow(stranger.user.id)).avatarKey).toBe(before.avatarKey);

    const exact = await uploadAvatar(stranger, over.subarray(0, AVATAR_MAX_BYTES));
    expect(exact.statusCode).toBe(200);
  });

  it('401 signed out; 415 when not multipart; 422 naming the field when there is no file', async () => {
    const png = await solid(20, 20, 'png');
    expect((await uploadAvatar(null, png)).statusCode).toBe(401);

    const json = await t.request({
      method: 'POST',
      url: '/api/auth/profile/avatar',
      token: stranger.access_token,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(AVATAR_NOT_MULTIPART);

    const wrongField = await uploadAvatar(stranger, png, { field: 'picture' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json()).toMatchObject({
      message: AVATAR_FILE_REQUIRED,
      detail: [{ loc: ['body', 'file'] }],
    });
  });
});

describe('replacing and removing', () => {
  it('removes the previous files from storage when replaced, and all of them on DELETE', async () => {
    const user = await signUp(t);
    const first = (await uploadAvatar(user, await solid(80, 80, 'png'))).json<AvatarResponse>();
    const firstRow = await userRow(user.user.id);
    const mine = async () =>
      (await storedFiles(dataDir)).filter(
        // The disk driver keeps each file's type beside it in a hidden file.
        (file) => file.includes(user.user.id) && !path.basename(file).startsWith('.'),
      );
    expect(await mine()).toHaveLength(2);

    const second = (await uploadAvatar(user, await solid(90, 90, 'jpeg'))).json<AvatarResponse>();
    expect(second.avatar).not.toBe(first.avatar);
    const files = await mine();
    expect(files).toHaveLength(2);
    expect(files.some((file) => file.includes(firstRow.avatarKey!.split('/').pop()!))).toBe(false);
    // The old URLs are gone, the new ones serve.
    expect((await getImage(first.avatar!)).statusCode).toBe(404);
    expect((await getImage(first.avatar_small!)).statusCode).toBe(404);
    expect((await getImage(second.avatar!)).statusCode).toBe(200);
    // Nothing left queued: the removal happened at once.
    const queued = await t.database.db
      .select()
      .from(storageDeletions)
      .where(eq(storageDeletions.storageKey, firstRow.avatarKey!));
    expect(queued).toEqual([]);

    const removed = await t.request({
      method: 'DELETE',
      url: '/api/auth/profile/avatar',
      token: user.access_token,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<AvatarResponse>()).toMatchObject({ avatar: null, avatar_small: null });
    expect(removed.json<AvatarResponse>().user).toMatchObject({ avatar: null, avatar_small: null });
    expect(await mine()).toEqual([]);
    expect((await getImage(second.avatar!)).statusCode).toBe(404);
    const row = await userRow(user.user.id);
    expect([row.avatarKey, row.avatarSmallKey]).toEqual([null, null]);
  });

  it('DELETE without an avatar returns to initials too; 401 signed out', async () => {
    const user = await signUp(t);
    const res = await t.request({
      method: 'DELETE',
      url: '/api/auth/profile/avatar',
      token: user.access_token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AvatarResponse>().avatar).toBeNull();
    expect(
      (await t.request({ method: 'DELETE', url: '/api/auth/profile/avatar' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/users/{id}/avatar', () => {
  it('needs the current version: a guessed or malformed one is 404 or 422', async () => {
    const user = await signUp(t);
    const { avatar } = (
      await uploadAvatar(user, await solid(40, 40, 'png'))
    ).json<AvatarResponse>();
    const base = `/api/users/${user.user.id}/avatar`;
    expect((await getImage(`${base}?v=${'0'.repeat(24)}`)).statusCode).toBe(404);
    expect((await getImage(`${base}/small?v=${'0'.repeat(24)}`)).statusCode).toBe(404);
    expect((await getImage(`${base}?v=../../x`)).statusCode).toBe(422);
    expect((await getImage(base)).statusCode).toBe(422);
    expect(
      (await getImage(`/api/users/${stranger.user.id}/avatar?v=${avatar!.split('=')[1]}`))
        .statusCode,
    ).toBe(404);
    expect((await getImage(avatar!)).statusCode).toBe(200);
  });
});

describe('live updates', () => {
  it('tells the user, a teammate and a direct-chat partner, not a stranger', async () => {
    // The partner shared a project once, long enough to start a conversation, and left it.
    const met = await createProject(t, owner);
    await addMember(t, owner, met.id, partner);
    await createDirectThread(t, owner, [partner]);
    const left = await t.request({
      method: 'DELETE',
      url: `/api/projects/${met.id}/members/${partner.user.id}`,
      token: owner.access_token,
    });
    expect(left.statusCode).toBeLessThan(300);
    const [own, teammate, chatPartner, outsider] = await Promise.all([
      openSocket(t, owner.access_token),
      openSocket(t, member.access_token),
      openSocket(t, partner.access_token),
      openSocket(t, stranger.access_token),
    ]);
    try {
      await Promise.all([own, teammate, chatPartner, outsider].map((s) => s.next('hello')));
      const { avatar, avatar_small } = (
        await uploadAvatar(owner, await solid(64, 64, 'png'))
      ).json<AvatarResponse>();
      const expected = {
        type: 'user_updated',
        user: { id: owner.user.id, name: owner.user.name, avatar, avatar_small },
      };
      expect(await own.next('user_updated')).toEqual(expected);
      expect(await teammate.next('user_updated')).toEqual(expected);
      expect(await chatPartner.next('user_updated')).toEqual(expected);
      await expect(outsider.next('user_updated', 300)).rejects.toThrow();

      await t.request({
        method: 'DELETE',
        url: '/api/auth/profile/avatar',
        token: owner.access_token,
      });
      expect((await teammate.next('user_updated')).user).toMatchObject({
        avatar: null,
        avatar_small: null,
      });
    } finally {
      for (const socket of [own, teammate, chatPartner, outsider]) socket.close();
    }
  });

  it('a profile edit that removes the picture drops the uploaded files; a rename is announced too', async () => {
    const person = await signUp(t);
    const teammate = await signUp(t);
    const project = await createProject(t, person);
    await addMember(t, person, project.id, teammate);
    const uploaded = await uploadAvatar(person, await solid(64, 64, 'png'));
    expect(uploaded.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.user.id));
    const socket = await openSocket(t, teammate.access_token);
    try {
      await socket.next('hello');
      const res = await t.request({
        method: 'PUT',
        url: '/api/auth/profile',
        token: person.access_token,
        payload: { name: 'Renamed Person', avatar: null },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        name: 'Renamed Person',
        avatar: null,
        avatar_small: null,
      });
      expect((await socket.next('user_updated')).user).toMatchObject({
        id: person.user.id,
        name: 'Renamed Person',
        avatar_small: null,
      });
      const [after] = await t.database.db.select().from(users).where(eq(users.id, person.user.id));
      expect(after).toMatchObject({ avatarKey: null, avatarSmallKey: null });
      // The old files are queued for the storage-deletions job. Checked on the embedded engine
      // only: on a shared PostgreSQL another test file's run of that job may take them first.
      if (!inject('databaseUrl')) {
        const queued = await t.database.db.select().from(storageDeletions);
        expect(queued.map((q) => q.storageKey)).toEqual(
          expect.arrayContaining([row!.avatarKey, row!.avatarSmallKey]),
        );
      }
    } finally {
      socket.close();
    }
  });

  it('a profile edit takes only the avatar the server issued for that person, or none', async () => {
    const person = await signUp(t);
    const other = await signUp(t);
    const own = (await uploadAvatar(person, await solid(64, 64, 'png'))).json() as AvatarResponse;
    const theirs = (await uploadAvatar(other, await solid(64, 64, 'png'))).json() as AvatarResponse;
    const put = (avatar: unknown) =>
      t.request({
        method: 'PUT',
        url: '/api/auth/profile',
        token: person.access_token,
        payload: { avatar },
      });
    // Another site's image (it would track every teammate who sees it), someone else's picture,
    // or an older shape of one's own are all refused, and the current picture stays.
    for (const foreign of [
      'https://tracker.example/pixel.png',
      theirs.avatar,
      own.avatar!.replace(/v=[0-9a-f]+/, `v=${'0'.repeat(24)}`),
      `${own.avatar}&x=1`,
      'javascript:alert(1)',
    ]) {
      const res = await put(foreign);
      expect(res.statusCode, String(foreign)).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'avatar']);
    }
    const [kept] = await t.database.db.select().from(users).where(eq(users.id, person.user.id));
    expect(kept!.avatar).toBe(own.avatar);
    // Its own issued URL sent back (a client saving the whole profile) changes nothing.
    const same = await put(own.avatar);
    expect(same.statusCode).toBe(200);
    expect(same.json().user).toMatchObject({ avatar: own.avatar, avatar_small: own.avatar_small });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, person.user.id));
    expect(after).toMatchObject({
      avatarKey: kept!.avatarKey,
      avatarSmallKey: kept!.avatarSmallKey,
    });
    expect((await t.request({ method: 'GET', url: own.avatar! })).statusCode).toBe(200);
    // None, as null or '', removes it.
    const removed = await put(null);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().user).toMatchObject({ avatar: null, avatar_small: null });
    expect((await put('')).statusCode).toBe(200);
  });
});
