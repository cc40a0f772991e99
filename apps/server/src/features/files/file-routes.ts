import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  FILE_LIST_NEXT_CURSOR_HEADER,
  fileCreateBody,
  fileListQuery,
  fileUpdateBody,
  type FileJson,
} from '@crewline/shared/contracts/files';
import { files } from '../../db/work-schema.ts';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { loadProjectAccess } from '../projects/project-policy.ts';
import { authorizeFileChange, authorizeFileUpload } from './file-policy.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { deleteFile } from './delete-file.ts';
import { listFiles, loadFile, type FileListPage } from './file-queries.ts';
import { nextLink, readPaging } from './file-paging-query.ts';
import { createFileListCache, loadFileListVersion } from './file-list-cache.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['files'];
const idParams = z.object({ id: z.uuid() });

export const PARENT_NOT_A_FOLDER = 'parent_id must be a folder of the same project';

/** 422 unless `parentId` is a folder of `projectId`. */
async function checkParent(db: Db, projectId: string, parentId: string): Promise<void> {
  const [parent] = await db
    .select({ type: files.fileType })
    .from(files)
    .where(and(eq(files.id, parentId), eq(files.projectId, projectId)))
    .limit(1);
  if (parent?.type !== 'folder') {
    throw new ValidationError(PARENT_NOT_A_FOLDER, [
      { loc: ['body', 'parent_id'], msg: PARENT_NOT_A_FOLDER },
    ]);
  }
}

/**
 * Sends a listing page: the array is already JSON text (file-list-json.ts), so it goes out as
 * is; when more files remain, the next page's cursor in X-Next-Cursor and a `Link` rel="next".
 */
function sendPage(reply: FastifyReply, requestUrl: string, page: FileListPage) {
  if (page.next) {
    reply
      .header(FILE_LIST_NEXT_CURSOR_HEADER, page.next)
      .header('link', nextLink(requestUrl, page.next));
  }
  return reply.type('application/json; charset=utf-8').send(page.json);
}

/** Files and folders: list (all projects, or one), create, read, rename, delete. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // A project's listing pages by (project, version, caller, query): a folder is read far more
  // often than it changes, and even a page of 200 costs milliseconds of the embedded engine.
  const pages = createFileListCache();

  app.get(
    '/api/files',
    { config: auth, schema: { tags, querystring: fileListQuery } },
    // A filter, not a lookup: a project the caller is not in contributes nothing.
    async (request, reply) => {
      const paging = readPaging(request.query);
      return sendPage(
        reply,
        request.url,
        await listFiles(ctx.db, request.userId, request.query, paging),
      );
    },
  );

  app.get(
    '/api/projects/:id/files',
    {
      config: auth,
      schema: { tags, params: idParams, querystring: fileListQuery.omit({ project_id: true }) },
    },
    async (request, reply) => {
      const paging = readPaging(request.query);
      const query = { ...request.query, project_id: request.params.id };
      const version = await loadFileListVersion(ctx.db, query.project_id, request.userId);
      // Not a member: the same 404 as every project route.
      if (version === null) await loadProjectAccess(ctx.db, query.project_id, request.userId);
      const { parent_id = '', q = '', type = '', limit = '', cursor = '' } = request.query;
      const key = JSON.stringify([
        query.project_id,
        request.userId,
        version,
        parent_id,
        q,
        type,
        limit,
        cursor,
      ]);
      let page = pages.get(key);
      if (!page) {
        page = await listFiles(ctx.db, request.userId, query, paging);
        pages.set(key, page);
      }
      return sendPage(reply, request.url, page);
    },
  );

  app.post(
    '/api/files',
    { config: auth, schema: { tags, body: fileCreateBody } },
    async (request, reply) => {
      const body = request.body;
      const access = await loadProjectAccess(ctx.db, body.project_id, request.userId);
      authorizeFileUpload(access);
      if (body.parent_id) await checkParent(ctx.db, body.project_id, body.parent_id);
      const now = ctx.now();
      const id = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(files)
          .values({
            projectId: body.project_id,
            parentId: body.parent_id ?? null,
            name: body.name,
            description: body.description ?? '',
            fileType: body.file_type,
            comment: body.comment ?? '',
            createdBy: request.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: files.id });
        await recordActivity(tx, {
          projectId: body.project_id,
          actorId: request.userId,
          category: 'files',
          action: body.file_type === 'folder' ? 'folder_created' : 'file_created',
          entityType: 'file',
          entityId: row!.id,
          data: { name: body.name },
          at: now,
        });
        afterCommit(tx, { t: 'files_changed', p: body.project_id, id: row!.id });
        return row!.id;
      });
      const { json } = await loadFile(ctx.db, request.userId, id);
      return reply.code(201).send(json satisfies FileJson);
    },
  );

  app.get(
    '/api/files/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request) => (await loadFile(ctx.db, request.userId, request.params.id)).json,
  );

  app.put(
    '/api/files/:id',
    { config: auth, schema: { tags, params: idParams, body: fileUpdateBody } },
    async (request) => {
      const { file, access } = await loadFile(ctx.db, request.userId, request.params.id);
      authorizeFileChange(access, file.createdBy);
      const { name, description, comment } = request.body;
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(files)
          .set({ name, description, comment, updatedAt: now })
          .where(eq(files.id, file.id));
        await recordActivity(tx, {
          projectId: file.projectId,
          actorId: request.userId,
          category: 'files',
          action: name !== undefined && name !== file.name ? 'file_renamed' : 'file_updated',
          entityType: 'file',
          entityId: file.id,
          data: { name: name ?? file.name, old_name: file.name },
          at: now,
        });
        afterCommit(tx, { t: 'files_changed', p: file.projectId, id: file.id });
      });
      return (await loadFile(ctx.db, request.userId, file.id)).json;
    },
  );

  app.delete(
    '/api/files/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      const { file, access } = await loadFile(ctx.db, request.userId, request.params.id);
      authorizeFileChange(access, file.createdBy);
      await deleteFile(ctx.db, file, { actorId: request.userId, now: ctx.now() });
      return reply.code(204).send();
    },
  );
};
