import { z } from 'zod';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATTACHMENT_FILE_REQUIRED, ATTACHMENT_NOT_FOUND } from '@crewline/shared/contracts/chat';
import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import { ATTACHMENT_MAX_BYTES } from '@crewline/shared/limits';
import { AppError, BadRequestError, NotFoundError } from '../../errors.ts';
import { TooLargeError } from '../../services/storage/storage.ts';
import { authorizeAttachmentDelete } from './attachment-policy.ts';
import { storeAttachment } from './store-attachment.ts';
import { deleteAttachment } from './delete-attachment.ts';
import { presentAttachment, type AttachmentRow } from './attachment-presenter.ts';
import { loadReadableAttachment } from './attachment-queries.ts';
import { contentDisposition, sanitizeFileName } from './file-name.ts';
import { PLAIN_TEXT } from '../../services/content/classify-content.ts';
import { holdableParts } from '../../http/multipart-text.ts';
import { brokeOff, interrupted } from '../../http/upload-interrupted.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['chat'];
const idParams = z.object({ id: z.uuid() });

/** The upload's one file field, as the spec's client sends it. */
const ATTACHMENT_FIELD = 'file';

/** The 415 text for an upload that is not multipart/form-data. */
export const ATTACHMENT_NOT_MULTIPART = 'Upload the file as multipart/form-data';

/** Shown in place (the chat's viewers and players); anything else is only ever downloaded. */
const INLINE_TYPES = new Set(['image', 'audio', 'video']);

/** The Content-Type a file is served with: the sniffed type (text with its charset). */
function servedType(row: AttachmentRow): string {
  return row.mimeType === PLAIN_TEXT ? `${PLAIN_TEXT}; charset=utf-8` : row.mimeType;
}

/** Chat files: upload, download (file and thumbnail), delete. */
export const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Multipart only here. The file is streamed by the route (never buffered); busboy's own
  // limit sits one byte past ours so the storage limit, with the spec's text, is what trips.
  await app.register(fastifyMultipart, {
    limits: {
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      fileSize: ATTACHMENT_MAX_BYTES + 1,
    },
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/attachments',
    {
      config: auth,
      schema: { tags, consumes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', ATTACHMENT_NOT_MULTIPART);
      }
      const parts = holdableParts(request.parts());
      // Text fields before the file (a client's extras) are passed over, as request.file() does.
      let next = await parts.next().catch(interrupted);
      while (!next.done && next.value.type !== 'file') next = await parts.next().catch(interrupted);
      const part = next.done ? undefined : next.value;
      if (!part || part.type !== 'file' || part.fieldname !== ATTACHMENT_FIELD) {
        if (part?.type === 'file') part.file.resume();
        throw new BadRequestError(ATTACHMENT_FILE_REQUIRED);
      }
      let row: AttachmentRow;
      try {
        row = await storeAttachment(ctx, {
          uploaderId: request.userId,
          fileName: sanitizeFileName(part.filename),
          content: part.file,
          now: ctx.now(),
        });
      } catch (error) {
        // Busboy's cut (if it ever came first) is the same over-size upload.
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) {
          throw new TooLargeError(ATTACHMENT_MAX_BYTES);
        }
        // The body ended or broke off inside the file (a cancelled upload, a cut connection):
        // the client's doing, and nothing was kept. A storage failure stays a server error.
        if (brokeOff(error, part.file)) interrupted(error);
        throw error;
      }
      // The file part may end cleanly even when the body stops short of its closing boundary
      // (busboy reports that on the request, a moment later): only a body read to its end
      // counts, else the stored file goes again.
      try {
        for (let rest = await parts.next(); !rest.done; rest = await parts.next()) {
          if (rest.value.type === 'file') rest.value.file.resume();
        }
      } catch (error) {
        await deleteAttachment(
          { db: ctx.db, storage: ctx.storage, log: request.log },
          row,
          ctx.now(),
        );
        interrupted(error);
      }
      return reply.code(201).send(presentAttachment(row) satisfies AttachmentJson);
    },
  );

  for (const variant of ['file', 'thumbnail'] as const) {
    app.get(
      `/api/attachments/:id/${variant}`,
      // Not compressed: the file goes out as stored, with its Content-Length.
      { config: auth, compress: false, schema: { tags, params: idParams } },
      async (request, reply) => {
        const row = await loadReadableAttachment(ctx.db, request.userId, request.params.id);
        const key = variant === 'file' ? row.storageKey : row.thumbnailKey;
        if (!key) throw new NotFoundError(ATTACHMENT_NOT_FOUND);
        const stored = await ctx.storage.get(key);
        const inline = INLINE_TYPES.has(row.attachmentType);
        return (
          reply
            .header('content-type', variant === 'file' ? servedType(row) : 'image/webp')
            .header('content-length', stored.size)
            .header('x-content-type-options', 'nosniff')
            .header(
              'content-disposition',
              variant === 'thumbnail'
                ? contentDisposition('inline', 'thumbnail.webp')
                : contentDisposition(inline ? 'inline' : 'attachment', row.fileName),
            )
            // The bytes under an id never change; who may read them can, so no shared cache.
            .header('cache-control', 'private, max-age=3600')
            .header('vary', 'Authorization')
            .send(stored.body)
        );
      },
    );
  }

  app.delete(
    '/api/attachments/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      const row = await loadReadableAttachment(ctx.db, request.userId, request.params.id);
      authorizeAttachmentDelete(request.userId, row.uploaderId);
      await deleteAttachment(
        { db: ctx.db, storage: ctx.storage, log: request.log },
        row,
        ctx.now(),
      );
      return reply.code(204).send();
    },
  );
};
