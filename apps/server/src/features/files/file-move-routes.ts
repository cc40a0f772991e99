import { MOVE_NOT_IN_PROJECT } from '@crewline/shared/contracts/rule-sentences';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileMoveBody, fileZipBody, type FileJson } from '@crewline/shared/contracts/files';
import { ValidationError } from '../../errors.ts';
import { loadProjectAccess } from '../projects/project-policy.ts';
import { contentDisposition } from '../attachments/file-name.ts';
import { authorizeFileChange } from './file-policy.ts';
import { loadFile } from './file-queries.ts';
import { moveFile } from './move-file.ts';
import { loadZipEntries } from './file-zip-query.ts';
import { checkZipSize, zipFiles } from './zip-files.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['files'];
const idParams = z.object({ id: z.uuid() });

/** Files and folders taken as a group: moved to another folder, or downloaded as one ZIP. */
export const fileMoveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/files/:id/move',
    { config: auth, schema: { tags, params: idParams, body: fileMoveBody } },
    async (request) => {
      const { file, access } = await loadFile(ctx.db, request.userId, request.params.id);
      // Moving is changing: the same people who may rename or delete it.
      authorizeFileChange(access, file.createdBy);
      await moveFile(ctx.db, file, request.body.parent_id, ctx.now());
      return (await loadFile(ctx.db, request.userId, file.id)).json satisfies FileJson;
    },
  );

  app.post(
    '/api/projects/:id/files/zip',
    { config: auth, compress: false, schema: { tags, params: idParams, body: fileZipBody } },
    async (request, reply) => {
      const projectId = request.params.id;
      // Any member may read the project's files; anyone else gets the same 404 as elsewhere.
      await loadProjectAccess(ctx.db, projectId, request.userId);
      const ids = [...new Set(request.body.ids)];
      const entries = await loadZipEntries(ctx.db, projectId, ids);
      const found = new Set(entries.map((entry) => entry.id));
      if (ids.some((id) => !found.has(id))) {
        throw new ValidationError(MOVE_NOT_IN_PROJECT, [
          { loc: ['body', 'ids'], msg: MOVE_NOT_IN_PROJECT },
        ]);
      }
      checkZipSize(entries);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', 'files.zip'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(zipFiles(ctx.storage, entries, ctx.now()));
    },
  );
};
