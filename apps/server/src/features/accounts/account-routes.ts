import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DATA_EXPORT_EXPIRED,
  DATA_EXPORT_NOT_FOUND,
  deleteAccountBody,
  type DataExportJson,
} from '@crewline/shared/contracts/account';
import { dataExports } from '../../db/account-schema.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { deleteAccount } from './delete-account.ts';
import { requestDataExport } from './request-data-export.ts';
import { exportTokenHash, presentDataExport } from './data-export-presenter.ts';
import { hashOpaqueToken } from '../../services/opaque-tokens.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['auth'];
const idParams = z.object({ id: z.uuid() });
const downloadQuery = z.object({ token: z.string().max(200).optional() });

/** 410: the export's link is past its 7 days (the file is gone or going). */
class GoneError extends AppError {
  constructor() {
    super(410, 'GONE', DATA_EXPORT_EXPIRED);
  }
}

/** Whether two strings are equal, in time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Deleting one's own account, and exports of one's data (docs/ARCHITECTURE.md, Account deletion
 * and data exports).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/auth/delete-account',
    { config: auth, schema: { tags, body: deleteAccountBody } },
    async (request, reply) => {
      await deleteAccount(ctx.db, request.userId, request.body, ctx.now());
      // The database tells other processes; this one must not answer from the old entry.
      ctx.profiles.forget(request.userId);
      return reply.code(204).send();
    },
  );

  app.post('/api/auth/export', { config: auth, schema: { tags } }, async (request, reply) => {
    const row = await requestDataExport(ctx.db, request.userId, ctx.now());
    // Wakes this process's export builder, when this process runs it.
    ctx.jobs.kick('data-export');
    return reply.code(202).send(presentDataExport(row, ctx.signingKey) satisfies DataExportJson);
  });

  app.get(
    '/api/auth/export/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request): Promise<DataExportJson> => {
      const [row] = await ctx.db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, request.params.id), eq(dataExports.userId, request.userId)));
      // Someone else's export is not revealed to exist.
      if (!row) throw new NotFoundError(DATA_EXPORT_NOT_FOUND);
      return presentDataExport(row, ctx.signingKey);
    },
  );

  app.get(
    '/api/auth/export/:id/download',
    // Public: opened by the browser as a plain link; the token is the credential.
    {
      config: { access: 'public' },
      compress: false,
      schema: { tags, params: idParams, querystring: downloadQuery },
    },
    async (request, reply) => {
      const { id } = request.params;
      const token = request.query.token ?? '';
      const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, id));
      const valid =
        row?.tokenHash != null &&
        sameSecret(hashOpaqueToken(token), row.tokenHash) &&
        sameSecret(row.tokenHash, exportTokenHash(ctx.signingKey, id));
      if (!row || !valid) throw new NotFoundError(DATA_EXPORT_NOT_FOUND);
      if (!row.storageKey || !row.expiresAt || row.expiresAt <= ctx.now()) throw new GoneError();
      const stored = await ctx.storage.get(row.storageKey);
      const day = row.createdAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', stored.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="crewline-export-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(stored.body);
    },
  );
};
