import type { CommentJson } from '@crewline/shared/contracts/comments';
import type {
  CommentAddedFrame,
  CommentDeletedFrame,
  CommentUpdatedFrame,
} from '@crewline/shared/realtime/server-frames';

/** A comment as the server presents it (packages/shared: one definition for both sides). */
export type Comment = CommentJson;

/** Body of a comment's POST or PUT: the text and the ids of the members it mentions. */
export type { CommentInput } from '@crewline/shared/contracts/comments';

/** What a comment hangs on: the project itself, or one of its tasks. */
export type CommentTarget = { kind: 'project'; id: string } | { kind: 'task'; id: string };

/** The socket frames that change comment lists. */
export type CommentFrame = CommentAddedFrame | CommentUpdatedFrame | CommentDeletedFrame;
