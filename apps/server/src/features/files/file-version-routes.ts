import { z } from 'zod';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FILE_COMMENT_MAX_LENGTH,
  FILE_VERSION_FIELD,
  FILE_VERSION_MAX_BYTES,
  fileRestoreBody,
  type FileVersionJson,
} from '@crewline/shared/contracts/files';
import { AppError, BadRequestError, ValidationError } from '../../errors.ts';
import { TooLargeError } from '../../services/storage/storage.ts';
import { authorizeFileChange, authorizeFileUpload } from './file-policy.ts';
import { storeFileVersion } from './store-file-version.ts';
import { deleteFileVersion } from './delete-file.ts';
import { contentDisposition, sanitizeFileName } from '../attachments/file-name.ts';
import { listVersions, loadFile, loadVersion } from './file-queries.ts';
import { presentVersion } from './file-presenter.ts';
import { parseRange } from './byte-range.ts';
import { holdableParts } from '../../http/multipart-text.ts';
import { brokeOff, interrupted } from '../../http/upload-interrupted.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['files'];
const fileParams = z.object({ id: z.uuid() });
const versionParams = z.object({ id: z.uuid(), versionId: z.uuid() });

const FOLDER_HAS_NO_VERSIONS = 'A folder has no versions';
const VERSION_FILE_REQUIRED = 'Choose a file to upload in the "file" field';
const VERSION_NOT_MULTIPART = 'Upload the file as multipart/form-data';

// A claimed type kept only when it looks like one; served as an attachment with nosniff anyway.
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

function folderError(): never {
  throw new ValidationError(FOLDER_HAS_NO_VERSIONS, [
    { loc: ['path', 'id'], msg: FOLDER_HAS_NO_VERSIONS },
  ]);
}

/** A file's versions: list, upload, read, delete, download (with Range), restore. */
export const fileVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await app.register(fastifyMultipart, {
    limits: {
      files: 1,
      fields: 4,
      fieldSize: FILE_COMMENT_MAX_LENGTH * 4,
      parts: 6,
      fileSize: FILE_VERSION_MAX_BYTES + 1,
    },
    throwFileSizeLimit: false,
  });
  const storeDeps = () => ({
    db: ctx.db,
    storage: ctx.storage,
    quotaBytes: ctx.env.projectStorageQuotaBytes,
  });

  app.get(
    '/api/files/:id/versions',
    { config: auth, schema: { tags, params: fileParams } },
    async (request) => {
      const { file, access } = await loadFile(ctx.db, request.userId, request.params.id);
      const rows = await listVersions(ctx.db, file.id);
      return rows.map((row) => presentVersion(access, row)) satisfies FileVersionJson[];
    },
  );

  app.post(
    '/api/files/:id/versions',
    { config: auth, schema: { tags, params: fileParams, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const { file, access } = await loadFile(ctx.db, request.userId, request.params.id);
      authorizeFileUpload(access);
      if (file.fileType === 'folder') folderError();
      if (!request.isMultipart()) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', VERSION_NOT_MULTIPART);
      }
      // `comment` counts only when sent before the file (its bytes are streamed, not buffered).
      let comment = '';
      const parts = holdableParts(request.parts());
      for (let next = await parts.next().catch(interrupted); !next.done;) {
        const part = next.value;
        if (part.type === 'field' || part.fieldname !== FILE_VERSION_FIELD) {
          if (part.type === 'field' && part.fieldname === 'comment') {
            comment = String(part.value).slice(0, FILE_COMMENT_MAX_LENGTH);
          }
          if (part.type === 'file') part.file.resume();
          next = await parts.next().catch(interrupted);
          continue;
        }
        // Only a body read to its closing boundary counts: a cut one keeps no version.
        const restOfBody = async () => {
          try {
            for (let rest = await parts.next(); !rest.done; rest = await parts.next()) {
              if (rest.value.type === 'file') rest.value.file.resume();
            }
          } catch (error) {
            interrupted(error);
          }
        };
        let row;
        try {
          row = await storeFileVersion(
            storeDeps(),
            part.file,
            {
              fileId: file.id,
              projectId: file.projectId,
              fileName: sanitizeFileName(part.filename),
              mimeType: MIME.test(part.mimetype)
                ? part.mimetype.toLowerCase()
                : 'application/octet-stream',
              comment,
              uploaderId: request.userId,
              action: 'version_uploaded',
              now: ctx.now(),
            },
            restOfBody,
          );
        } catch (error) {
          if (part.file.truncated) throw new TooLargeError(FILE_VERSION_MAX_BYTES);
          if (brokeOff(error, part.file)) interrupted(error);
          throw error;
        }
        const version = await loadVersion(ctx.db, file.id, row.id);
        return reply.code(201).send(presentVersion(access, version));
      }
      throw new BadRequestError(VERSION_FILE_REQUIRED);
    },
  );

  app.get(
    '/api/files/:id/versions/:versionId',
    { config: auth, schema: { tags, params: versionParams } },
    async (request) => {
      const { file, access } = await loadFile(ctx.db, request.userId, request.params.id);
      return presentVersion(access, await loadVersion(ctx.db, file.id, request.params.versionId));
    },
  );

  app.delete(
    '/api/files/:id/versions/:versionId',
    { config: auth, schema: { tags, params: versionParams } },
    async (request, reply) => {
      const { file, access } = await loadFile(ctx.db, request.userId, request.params.id);
      const version = await loadVersion(ctx.db, file.id, request.params.versionId);
      authorizeFileChange(access, version.uploadedBy);
      await deleteFileVersion(ctx.db, version, file.name, {
        actorId: request.userId,
        now: ctx.now(),
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/files/:id/versions/:versionId/download',
    { config: auth, compress: false, schema: { tags, params: versionParams } },
    async (request, reply) => {
      const { file } = await loadFile(ctx.db, request.userId, request.params.id);
      const version = await loadVersion(ctx.db, file.id, request.params.versionId);
      const size = version.sizeBytes;
      reply
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('content-disposition', contentDisposition('attachment', version.fileName))
        .header('cache-control', 'private, max-age=3600')
        .header('vary', 'Authorization');
      const range = parseRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      }
      const stored = await ctx.storage.get(version.storageKey, range ? { range } : undefined);
      reply.header('content-type', version.mimeType);
      if (!range) return reply.header('content-length', size).send(stored.body);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(stored.body);
    },
  );

  app.post(
    '/api/files/:id/versions/:versionId/restore',
    { config: auth, schema: { tags, params: versionParams, body: fileRestoreBody } },
    async (request, reply) => {
      const { file, access } = await loadFile(ctx.db, request.userId, request.params.id);
      const version = await loadVersion(ctx.db, file.id, request.params.versionId);
      authorizeFileUpload(access);
      // A copy under a new key: each version owns its bytes, so deleting one never touches another.
      const stored = await ctx.storage.get(version.storageKey);
      const row = await storeFileVersion(storeDeps(), stored.body, {
        fileId: file.id,
        projectId: file.projectId,
        fileName: version.fileName,
        mimeType: version.mimeType,
        comment: request.body?.comment ?? `Restored from version ${version.versionNumber}`,
        uploaderId: request.userId,
        action: 'version_restored',
        restoredFrom: version.versionNumber,
        now: ctx.now(),
      });
      return reply
        .code(201)
        .send(presentVersion(access, await loadVersion(ctx.db, file.id, row.id)));
    },
  );
};
