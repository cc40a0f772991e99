import { z } from 'zod';
import { eq } from 'drizzle-orm';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { User } from '@crewline/shared/contracts/auth';
import { AVATAR_MAX_BYTES } from '@crewline/shared/limits';
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import { TooLargeError } from '../../services/storage/storage.ts';
import { users } from '../../db/schema.ts';
import { presentUser } from '../users/user-presenter.ts';
import { avatarVersion, setAvatar } from './set-avatar.ts';
import { makeAvatarImages, readAvatarUpload } from './avatar-image.ts';
import { holdableParts } from '../../http/multipart-text.ts';
import { brokeOff, interrupted } from '../../http/upload-interrupted.ts';

/** The upload's one file field. */
const AVATAR_FIELD = 'file';
/** The 415 text for an upload that is not multipart/form-data. */
export const AVATAR_NOT_MULTIPART = 'Upload the image as multipart/form-data';
/** The 422 text when the body has no `file` part. */
export const AVATAR_FILE_REQUIRED = 'Choose an image to upload';
/** The 404 text for an avatar that is not (or no longer) there. */
const AVATAR_NOT_FOUND = 'Avatar not found';

/** What both avatar calls answer: the new URLs, and the whole profile to replace the old one. */
export type AvatarResponse = { avatar: string | null; avatar_small: string | null; user: User };

const auth = { access: 'authenticated' } as const;
const tags = ['auth'];
const imageParams = z.object({ id: z.uuid() });
const imageQuery = z.object({ v: z.string().regex(/^[0-9a-f]{24}$/, 'Not an avatar version') });

/** Change Avatar: upload (re-encoded, 256 and 64 px), remove (initials), and the images. */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Busboy's own cut sits one byte past ours, so our limit (with its text) is what trips.
  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, fileSize: AVATAR_MAX_BYTES + 1 },
    throwFileSizeLimit: false,
  });

  const answer = (row: Parameters<typeof presentUser>[0], userId: string): AvatarResponse => {
    // The database notifies every process; this one must not answer from the old entry first.
    ctx.profiles.forget(userId);
    const user = presentUser(row);
    return { avatar: user.avatar, avatar_small: user.avatar_small, user };
  };

  app.post(
    '/api/auth/profile/avatar',
    { config: auth, schema: { tags, consumes: ['multipart/form-data'] } },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', AVATAR_NOT_MULTIPART);
      }
      const parts = holdableParts(request.parts());
      let next = await parts.next().catch(interrupted);
      while (!next.done && next.value.type !== 'file') next = await parts.next().catch(interrupted);
      const part = next.done ? undefined : next.value;
      if (!part || part.type !== 'file' || part.fieldname !== AVATAR_FIELD) {
        if (part?.type === 'file') part.file.resume();
        throw new ValidationError(AVATAR_FILE_REQUIRED, [
          { loc: ['body', AVATAR_FIELD], msg: AVATAR_FILE_REQUIRED },
        ]);
      }
      let bytes: Buffer;
      try {
        bytes = await readAvatarUpload(part.file);
      } catch (error) {
        if (part.file.truncated) throw new TooLargeError(AVATAR_MAX_BYTES);
        if (brokeOff(error, part.file)) interrupted(error);
        throw error;
      }
      // Only a body read to its closing boundary counts: a cut one stores nothing.
      try {
        for (let rest = await parts.next(); !rest.done; rest = await parts.next()) {
          if (rest.value.type === 'file') rest.value.file.resume();
        }
      } catch (error) {
        interrupted(error);
      }
      const images = await makeAvatarImages(bytes);
      const row = await setAvatar({ ...ctx, log: request.log }, request.userId, images, ctx.now());
      return answer(row, request.userId);
    },
  );

  app.delete('/api/auth/profile/avatar', { config: auth, schema: { tags } }, async (request) => {
    const row = await setAvatar({ ...ctx, log: request.log }, request.userId, null, ctx.now());
    return answer(row, request.userId);
  });

  for (const variant of ['large', 'small'] as const) {
    app.get(
      variant === 'large' ? '/api/users/:id/avatar' : '/api/users/:id/avatar/small',
      {
        // Public: <img> tags send no Bearer header. The version in the URL is random (avatarUrls),
        // so only someone shown the URL can fetch it; a replaced or removed version is gone (404).
        config: { access: 'public' },
        compress: false,
        schema: { tags: ['users'], params: imageParams, querystring: imageQuery },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { v } = request.query;
        const [row] = await ctx.db
          .select({ avatarKey: users.avatarKey, avatarSmallKey: users.avatarSmallKey })
          .from(users)
          .where(eq(users.id, id))
          .limit(1);
        const key = variant === 'large' ? row?.avatarKey : row?.avatarSmallKey;
        const expected = variant === 'large' ? v : `${v}-small`;
        if (!key || avatarVersion(key) !== expected) throw new NotFoundError(AVATAR_NOT_FOUND);
        const stored = await ctx.storage.get(key);
        return (
          reply
            .header('content-type', 'image/webp')
            .header('content-length', stored.size)
            .header('x-content-type-options', 'nosniff')
            .header('content-disposition', 'inline; filename="avatar.webp"')
            // The bytes under a versioned URL never change.
            .header('cache-control', 'public, max-age=31536000, immutable')
            .send(stored.body)
        );
      },
    );
  }
};
