import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVITATION_MESSAGES,
  invitationResponseBody,
} from '@crewline/shared/contracts/invitations';
import { NotFoundError } from '../../errors.ts';
import { presentInvitation } from './invitation-presenter.ts';
import { respondToInvitation } from './respond-to-invitation.ts';
import { deleteInvitation } from './delete-invitation.ts';
import {
  loadInvitationRecord,
  loadInvitationRecords,
  myInvitationsWhere,
} from './invitation-queries.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['invitations'];
const invitationParams = z.object({ id: z.uuid() });

/**
 * The invitations the caller received. Only the invitee can see or answer one: for anyone else
 * it does not exist (404).
 */
export const myInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/api/invitations', { config: auth, schema: { tags } }, async (request) => {
    const now = ctx.now();
    const records = await loadInvitationRecords(ctx.db, myInvitationsWhere(request.userId));
    // These are the caller's own invitations: the address shown is their own.
    return records.map((record) => presentInvitation(record, now, true));
  });

  // One invitation, whatever its state, so its page can offer Accept and Decline to someone
  // not yet in the project, or say that it was answered, cancelled or has expired.
  app.get(
    '/api/invitations/:id',
    { config: auth, schema: { tags, params: invitationParams } },
    async (request) => {
      const record = await loadInvitationRecord(ctx.db, request.params.id);
      if (!record || record.inviteeId !== request.userId) {
        throw new NotFoundError(INVITATION_MESSAGES.notFound);
      }
      return presentInvitation(record, ctx.now(), true);
    },
  );

  app.put(
    '/api/invitations/:id',
    { config: auth, schema: { tags, params: invitationParams, body: invitationResponseBody } },
    async (request) => {
      const now = ctx.now();
      const { projectId } = await respondToInvitation(ctx.db, {
        invitationId: request.params.id,
        userId: request.userId,
        status: request.body.status,
        now,
      });
      const record = await loadInvitationRecord(ctx.db, request.params.id);
      return {
        invitation: record ? presentInvitation(record, now, true) : null,
        project_id: projectId,
      };
    },
  );

  app.delete(
    '/api/invitations/:id',
    { config: auth, schema: { tags, params: invitationParams } },
    async (request, reply) => {
      await deleteInvitation(ctx.db, {
        invitationId: request.params.id,
        userId: request.userId,
        now: ctx.now(),
      });
      return reply.code(204).send();
    },
  );
};
