import { z } from 'zod';
import { DIRECT_THREAD_MAX_PEOPLE, DIRECT_THREAD_MIN_PEOPLE, TEXT_MAX_LENGTH } from '../limits.ts';
import { normalizeLineEndings } from '../domain/message-text.ts';
import { queryInt } from './ranges.ts';

/** Chat limits (docs/PRODUCT.md, Chat). */
export const THREAD_TITLE_MAX_LENGTH = 100;
export const THREAD_DESCRIPTION_MAX_LENGTH = 500;
export { DIRECT_THREAD_MAX_PEOPLE, DIRECT_THREAD_MIN_PEOPLE };
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 100;
/** The same content from the same user within this window is ignored. */
export const DUPLICATE_MESSAGE_WINDOW_MS = 1_000;
/** Untitled threads that never got a message are removed by cleanup after this age. */
export const STALE_THREAD_AGE_MS = 24 * 60 * 60 * 1_000;
/** A message may mention this many people (a whole team; their notifications are made off the request). */
export const MESSAGE_MENTIONS_MAX = 200;
export const REACTION_EMOJI_MAX_LENGTH = 32;
export const CLIENT_ID_MAX_LENGTH = 100;

export const THREAD_CONTEXT_TYPES = ['project', 'direct'] as const;
export type ThreadContextType = (typeof THREAD_CONTEXT_TYPES)[number];
export const MESSAGE_CONTENT_TYPES = ['text', 'markdown', 'code', 'voice', 'video'] as const;
export type MessageContentType = (typeof MESSAGE_CONTENT_TYPES)[number];

export const THREAD_NAME_REQUIRED = 'Thread name is required';
export const THREAD_NAME_TOO_LONG = `Thread name must be at most ${THREAD_TITLE_MAX_LENGTH} characters`;
export const THREAD_DESCRIPTION_TOO_LONG = `Description must be at most ${THREAD_DESCRIPTION_MAX_LENGTH} characters`;
export const THREAD_TITLE_TAKEN = 'A thread with this title already exists!';
export const MESSAGE_TOO_LONG = 'Message is too long. Maximum 10,000 characters.';
export const MESSAGE_EMPTY = 'Message cannot be empty.';

/** Chat attachments: files per message; a kept file name's length. */
export const MESSAGE_ATTACHMENTS_MAX = 10;
export const ATTACHMENT_FILE_NAME_MAX_LENGTH = 255;
/** Uploads never sent with a message are removed after this age (and while no scheduled message names them). */
export const UNATTACHED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1_000;
export const ATTACHMENTS_TOO_MANY = `A message can have at most ${MESSAGE_ATTACHMENTS_MAX} attachments`;
/** An id that is not an upload of the sender's (or was removed): its existence is not revealed. */
export const ATTACHMENT_NOT_FOUND = 'Attachment not found';
export const ATTACHMENT_ALREADY_ATTACHED = 'This file is already attached to another message';
export const ATTACHMENT_FILE_REQUIRED = 'Choose a file to upload (multipart field "file")';

/** A thread title: trimmed, kept as typed (line breaks `\n`), non-empty, at most 100 characters. */
export const threadTitleSchema = z
  .string({ error: THREAD_NAME_REQUIRED })
  .trim()
  .max(THREAD_TITLE_MAX_LENGTH, { error: THREAD_NAME_TOO_LONG, abort: true })
  .overwrite(normalizeLineEndings)
  .min(1, THREAD_NAME_REQUIRED);

/**
 * POST /api/threads. A project thread needs `context_id` (the project) and a title; a direct
 * thread names the other people in `participant_ids` (the creator is always in it) and may be
 * untitled. Those rules are checked by the server after parsing, with the same texts.
 */
export const createThreadBody = z.object({
  title: z
    .string()
    .trim()
    .max(THREAD_TITLE_MAX_LENGTH, { error: THREAD_NAME_TOO_LONG, abort: true })
    .overwrite(normalizeLineEndings)
    .nullish(),
  description: z
    .string()
    .trim()
    .max(THREAD_DESCRIPTION_MAX_LENGTH, THREAD_DESCRIPTION_TOO_LONG)
    .overwrite(normalizeLineEndings)
    .nullish(),
  context_type: z.enum(THREAD_CONTEXT_TYPES),
  context_id: z.uuid().nullish(),
  participant_ids: z
    .array(z.uuid())
    .max(DIRECT_THREAD_MAX_PEOPLE * 2)
    .optional(),
});
export type CreateThreadBody = z.infer<typeof createThreadBody>;
export type CreateThreadInput = z.input<typeof createThreadBody>;

/** PUT /api/threads/{id}: any of the three. */
export const updateThreadBody = z.object({
  title: threadTitleSchema.optional(),
  is_pinned: z.boolean().optional(),
  is_archived: z.boolean().optional(),
});
export type UpdateThreadBody = z.infer<typeof updateThreadBody>;
export type UpdateThreadInput = z.input<typeof updateThreadBody>;

/** GET /api/threads: every thread the caller may read, or those of one context. */
export const threadListQuery = z.object({
  context_type: z.enum(THREAD_CONTEXT_TYPES).optional(),
  context_id: z.uuid().optional(),
});

/**
 * Message content: trimmed, at most 10,000 characters as sent, line breaks written `\n`, and
 * otherwise kept exactly as typed (HTML and code too: it is made harmless where it is shown);
 * never empty.
 */
export const messageContentSchema = z
  .string({ error: MESSAGE_EMPTY })
  .trim()
  .max(TEXT_MAX_LENGTH, { error: MESSAGE_TOO_LONG, abort: true })
  .overwrite(normalizeLineEndings)
  .min(1, MESSAGE_EMPTY);

/** The ids of files uploaded with POST /api/attachments, at most 10 (a repeated id counts once). */
export const messageAttachmentsSchema = z
  .array(z.uuid())
  .max(MESSAGE_ATTACHMENTS_MAX, ATTACHMENTS_TOO_MANY);

/** Message content that may be empty (a message of attachments only); the same limits otherwise. */
export const optionalMessageContentSchema = z
  .string({ error: MESSAGE_EMPTY })
  .trim()
  .max(TEXT_MAX_LENGTH, { error: MESSAGE_TOO_LONG, abort: true })
  .overwrite(normalizeLineEndings)
  .default('');

/**
 * "Message cannot be empty." only when there is neither text nor a file. For the
 * bodies that send a message now or later (`content` and `attachments` fields).
 */
export function requireTextOrAttachments(
  body: { content: string; attachments?: readonly string[] | undefined },
  ctx: z.RefinementCtx,
): void {
  if (body.content.length === 0 && (body.attachments?.length ?? 0) === 0) {
    ctx.addIssue({ code: 'custom', path: ['content'], message: MESSAGE_EMPTY });
  }
}

/**
 * POST /api/messages. `attachments` names the sender's own uploads, not yet attached to a
 * message; `content` may then be empty. `client_id` makes a retry idempotent.
 */
export const sendMessageBody = z
  .object({
    thread_id: z.uuid(),
    content: optionalMessageContentSchema,
    content_type: z.enum(MESSAGE_CONTENT_TYPES).default('text'),
    reply_to_message_id: z.uuid().nullish(),
    attachments: messageAttachmentsSchema.optional(),
    mentions: z.array(z.uuid()).max(MESSAGE_MENTIONS_MAX).optional(),
    urgent: z.boolean().optional(),
    client_id: z.string().trim().min(1).max(CLIENT_ID_MAX_LENGTH).nullish(),
  })
  .superRefine(requireTextOrAttachments);
export type SendMessageBody = z.infer<typeof sendMessageBody>;
export type SendMessageInput = z.input<typeof sendMessageBody>;

/** PUT /api/messages/{id}. */
export const editMessageBody = z.object({ content: messageContentSchema });

/** GET /api/threads/{id}/messages. */
export const messagePageQuery = z.object({
  before: z.uuid().optional(),
  limit: queryInt(1, MESSAGE_PAGE_MAX).default(MESSAGE_PAGE_SIZE),
});

/** An emoji as sent: one short string, no spaces. */
export const reactionEmojiSchema = z
  .string()
  .trim()
  .min(1)
  .max(REACTION_EMOJI_MAX_LENGTH)
  .regex(/^\S+$/u, 'Invalid emoji');

/** POST /api/messages/{id}/reactions. */
export const reactionBody = z.object({ emoji: reactionEmojiSchema });

/** POST /api/threads/{id}/read. */
export const markReadBody = z.object({ last_message_id: z.uuid() });

/** GET /api/messages/search: the query's length after trimming, and the page size. */
export const MESSAGE_SEARCH_QUERY_MAX_LENGTH = 200;
export const MESSAGE_SEARCH_LIMIT_MAX = 50;
export const MESSAGE_SEARCH_QUERY_REQUIRED = 'Search query is required';
export const MESSAGE_SEARCH_QUERY_TOO_LONG = `Search query must be at most ${MESSAGE_SEARCH_QUERY_MAX_LENGTH} characters`;

/** GET /api/messages/search: `q` trimmed, 1–200 characters; optionally one project's threads. */
export const messageSearchQuery = z.object({
  q: z
    .string({ error: MESSAGE_SEARCH_QUERY_REQUIRED })
    .trim()
    .min(1, MESSAGE_SEARCH_QUERY_REQUIRED)
    .max(MESSAGE_SEARCH_QUERY_MAX_LENGTH, MESSAGE_SEARCH_QUERY_TOO_LONG),
  project_id: z.uuid().optional(),
  limit: queryInt(1, MESSAGE_SEARCH_LIMIT_MAX).default(MESSAGE_SEARCH_LIMIT_MAX),
});
export type MessageSearchQuery = z.infer<typeof messageSearchQuery>;
