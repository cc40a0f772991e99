import { and, asc, eq, gt, inArray, ne, type SQL } from 'drizzle-orm';
import { comments, projectMembers, projects, tasks, users } from '../../db/schema.ts';
import { messages, threadParticipants, threads } from '../../db/chat-schema.ts';
import {
  groupKeyOf,
  inPage,
  pageEnd,
  type AudiencePage,
  type DraftsPage,
  type NotificationDraft,
} from './deliver-notifications.ts';
import { englishWording, fullMessage, messageLine } from './notification-titles.ts';
import type { DbOrTx } from '../../db/client.ts';
import { commentLink, messageLink } from '@crewline/shared/domain/item-links';

/** A person's name, or '' when unknown (each language words it as its "someone"). */
async function nameOf(tx: DbOrTx, userId: string | null): Promise<string> {
  if (!userId) return '';
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

async function projectNameOf(tx: DbOrTx, projectId: string | null): Promise<string | undefined> {
  if (!projectId) return undefined;
  const [row] = await tx
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.name;
}

/** `column > after`, or nothing to add on the first page. */
function after(column: Parameters<typeof gt>[0], page: AudiencePage): SQL | undefined {
  return page.after === null ? undefined : gt(column, page.after);
}

/**
 * One page of the people who read a thread (a project's members, or a direct thread's people),
 * in user-id order; the caller leaves out the author.
 */
async function threadReaders(
  tx: DbOrTx,
  thread: { id: string; projectId: string | null },
  page: AudiencePage,
): Promise<string[]> {
  const rows = thread.projectId
    ? await tx
        .select({ id: projectMembers.userId })
        .from(projectMembers)
        .where(
          and(eq(projectMembers.projectId, thread.projectId), after(projectMembers.userId, page)),
        )
        .orderBy(asc(projectMembers.userId))
        .limit(page.limit)
    : await tx
        .select({ id: threadParticipants.userId })
        .from(threadParticipants)
        .where(
          and(eq(threadParticipants.threadId, thread.id), after(threadParticipants.userId, page)),
        )
        .orderBy(asc(threadParticipants.userId))
        .limit(page.limit);
  return rows.map((row) => row.id);
}

/**
 * The notifications of a sent chat message, one per person at most: `urgent` to every reader
 * of the thread when the message is urgent, else `mention` to each person mentioned, and
 * `comment` to the author of the message it replies to. An urgent message's readers come a
 * page at a time; the people mentioned or replied to fall in the page their user id does.
 */
export async function messageDrafts(
  tx: DbOrTx,
  messageId: string,
  at: Date,
  page: AudiencePage,
): Promise<DraftsPage> {
  const [message] = await tx.select().from(messages).where(eq(messages.id, messageId));
  if (!message) return { drafts: [], actorId: null, last: null };
  const [thread] = await tx
    .select({ id: threads.id, projectId: threads.projectId, title: threads.title })
    .from(threads)
    .where(eq(threads.id, message.threadId));
  if (!thread) return { drafts: [], actorId: message.userId, last: null };
  const sender = await nameOf(tx, message.userId);
  const projectName = await projectNameOf(tx, thread.projectId);
  const base = {
    message: messageLine(message.content),
    link: messageLink(message.id),
    projectId: thread.projectId,
    at,
  };
  const metadata = {
    sender_name: sender,
    full_message: fullMessage(message.content),
    message_id: message.id,
    thread_id: thread.id,
    ...(thread.projectId && { projectId: thread.projectId, projectName }),
  };
  const drafts: NotificationDraft[] = [];
  const reached = new Set<string>();
  const readers = message.urgent ? await threadReaders(tx, thread, page) : [];
  const end = message.urgent ? pageEnd(readers, page) : null;
  // People mentioned outside this page are told by the page their user id falls in.
  for (const userId of message.mentions) {
    if (!inPage(userId, page, end)) reached.add(userId);
  }
  if (message.urgent) {
    for (const userId of readers) {
      if (userId === message.userId) continue;
      reached.add(userId);
      drafts.push({
        ...base,
        userId,
        type: 'urgent',
        title: englishWording('urgent', metadata).title,
        metadata: { ...metadata, urgent: true },
        groupKey: groupKeyOf('urgent', thread.projectId),
      });
    }
  }
  for (const userId of message.mentions) {
    if (reached.has(userId)) continue;
    reached.add(userId);
    drafts.push({
      ...base,
      userId,
      type: 'mention',
      title: englishWording('mention', metadata).title,
      metadata,
      groupKey: groupKeyOf('mention', thread.projectId),
    });
  }
  if (message.replyToMessageId) {
    const [replied] = await tx
      .select({ userId: messages.userId })
      .from(messages)
      .where(and(eq(messages.id, message.replyToMessageId), ne(messages.id, message.id)));
    if (replied?.userId && !reached.has(replied.userId) && inPage(replied.userId, page, end)) {
      drafts.push({
        ...base,
        userId: replied.userId,
        type: 'comment',
        title: englishWording('comment', { ...metadata, event: 'reply' }).title,
        metadata: { ...metadata, event: 'reply' },
        groupKey: groupKeyOf('comment', thread.projectId),
      });
    }
  }
  return { drafts, actorId: message.userId, last: end };
}

/**
 * The notifications of a new comment, one per person at most: `mention` to each person
 * mentioned, and `comment` to the task's creator and assignee.
 */
export async function commentDrafts(tx: DbOrTx, commentId: string, at: Date): Promise<DraftsPage> {
  const [comment] = await tx.select().from(comments).where(eq(comments.id, commentId));
  if (!comment) return { drafts: [], actorId: null, last: null };
  const [task] = comment.taskId
    ? await tx
        .select({
          id: tasks.id,
          title: tasks.title,
          createdBy: tasks.createdBy,
          assigneeId: tasks.assigneeId,
        })
        .from(tasks)
        .where(eq(tasks.id, comment.taskId))
    : [];
  const sender = await nameOf(tx, comment.userId);
  const projectName = await projectNameOf(tx, comment.projectId);
  const base = {
    message: messageLine(comment.text),
    link: commentLink({
      projectId: comment.projectId,
      taskId: task?.id ?? null,
      commentId: comment.id,
    }),
    projectId: comment.projectId,
    at,
  };
  const metadata = {
    sender_name: sender,
    full_message: fullMessage(comment.text),
    comment_id: comment.id,
    projectId: comment.projectId,
    projectName,
    ...(task && { task_id: task.id, task_title: task.title }),
  };
  const drafts: NotificationDraft[] = [];
  const reached = new Set<string>();
  for (const userId of comment.mentions) {
    reached.add(userId);
    drafts.push({
      ...base,
      userId,
      type: 'mention',
      title: englishWording('mention', metadata).title,
      metadata,
      groupKey: groupKeyOf('mention', comment.projectId),
    });
  }
  if (task) {
    // Only people who can still read the task: a creator who left the project is not told.
    const candidates = [task.createdBy, task.assigneeId].filter(
      (id): id is string => !!id && !reached.has(id),
    );
    const members = candidates.length
      ? await tx
          .select({ id: projectMembers.userId })
          .from(projectMembers)
          .where(
            and(
              eq(projectMembers.projectId, comment.projectId),
              inArray(projectMembers.userId, candidates),
            ),
          )
      : [];
    for (const { id: userId } of members) {
      drafts.push({
        ...base,
        userId,
        type: 'comment',
        title: englishWording('comment', { ...metadata, event: 'task_comment' }).title,
        metadata: { ...metadata, event: 'task_comment' },
        groupKey: groupKeyOf('comment', comment.projectId),
      });
    }
  }
  return { drafts, actorId: comment.userId, last: null };
}
