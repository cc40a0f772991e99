import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationCreateBody } from '@crewline/shared/contracts/invitations';
import { authorize, authorizeGrant, loadProjectAccess } from '../projects/project-policy.ts';
import { presentInvitation } from './invitation-presenter.ts';
import { invitationEmailShownTo } from './invitation-policy.ts';
import { sendInvitation } from './send-invitation.ts';
import { cancelInvitation } from './cancel-invitation.ts';
import {
  loadInvitationRecord,
  loadInvitationRecords,
  projectInvitationsWhere,
} from './invitation-queries.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['invitations'];
const projectParams = z.object({ id: z.uuid() });
const cancelParams = z.object({ id: z.uuid(), invitationId: z.uuid() });

/** A project's invitations: send (or resend), list, cancel. */
export const projectInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/projects/:id/invitations',
    { config: auth, schema: { tags, params: projectParams, body: invitationCreateBody } },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      const { user_id, email, role, message } = request.body;
      authorizeGrant(access, role);
      const now = ctx.now();
      const { invitationId, resent } = await sendInvitation(ctx.db, ctx.mailer, {
        projectId: access.projectId,
        inviterId: request.userId,
        invitee: user_id ? { userId: user_id } : { email: email! },
        role,
        message,
        appOrigin: ctx.env.appOrigin,
        now,
        limits: ctx.env.limits,
      });
      const record = (await loadInvitationRecord(ctx.db, invitationId))!;
      const showEmail = await invitationEmailShownTo(ctx.db, request.userId, [record]);
      return reply
        .code(resent ? 200 : 201)
        .send({ resent, invitation: presentInvitation(record, now, showEmail(record)) });
    },
  );

  app.get(
    '/api/projects/:id/invitations',
    { config: auth, schema: { tags, params: projectParams } },
    async (request) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorize(access, 'view_invitations');
      const now = ctx.now();
      const records = await loadInvitationRecords(
        ctx.db,
        projectInvitationsWhere(access.projectId),
      );
      const showEmail = await invitationEmailShownTo(ctx.db, request.userId, records);
      return records.map((record) => presentInvitation(record, now, showEmail(record)));
    },
  );

  app.put(
    '/api/projects/:id/invitations/:invitationId/cancel',
    { config: auth, schema: { tags, params: cancelParams } },
    async (request) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorize(access, 'cancel_invitations');
      const now = ctx.now();
      await cancelInvitation(ctx.db, {
        projectId: access.projectId,
        invitationId: request.params.invitationId,
        actorId: request.userId,
        now,
      });
      const record = (await loadInvitationRecord(ctx.db, request.params.invitationId))!;
      const showEmail = await invitationEmailShownTo(ctx.db, request.userId, [record]);
      return { invitation: presentInvitation(record, now, showEmail(record)) };
    },
  );
};
