import { z } from 'zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectMembers, tasks } from '../../db/schema.ts';
import { messages } from '../../db/chat-schema.ts';
import { loadThread } from './thread-queries.ts';

const auth = { access: 'authenticated' } as const;
const threadParams = z.object({ id: z.uuid() });

/** Which messages of a thread became tasks (the chip on a message links to its task). */
export const messageTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/threads/:id/message-tasks',
    { config: auth, schema: { tags: ['chat'], params: threadParams } },
    async (request) => {
      const { thread } = await loadThread(ctx.db, request.userId, request.params.id);
      // Only tasks of projects the caller belongs to: a direct thread's message may have become
      // a task in a project the reader is not in, whose id is not theirs to learn.
      const mine = ctx.db
        .select({ id: projectMembers.projectId })
        .from(projectMembers)
        .where(eq(projectMembers.userId, request.userId));
      const rows = await ctx.db
        .select({ message_id: messages.id, task_id: tasks.id })
        .from(tasks)
        .innerJoin(messages, eq(messages.id, tasks.createdFromMessageId))
        .where(and(eq(messages.threadId, thread.id), inArray(tasks.projectId, mine)))
        .orderBy(asc(messages.seq), asc(tasks.createdAt));
      return { message_tasks: rows };
    },
  );
};
