/**
 * The one address of each kind of item the app links to. Notifications, e-mails, chat chips and
 * pages all build their links here, so a link stored today and the page that opens it agree on
 * a single form, and the web can tell which item an address names.
 */

const part = encodeURIComponent;

/** The query parameter naming the task whose dialog opens with the page. */
export const TASK_PARAM = 'task';
/** The query parameter naming the comment shown (scrolled to and marked) once its list loads. */
export const COMMENT_PARAM = 'comment';
/** The query parameter naming the chat message opened in its thread. */
export const MESSAGE_PARAM = 'message';

/** A project's overview. */
export function projectLink(projectId: string): string {
  return `/dashboard/projects/${part(projectId)}`;
}

/**
 * A task's dialog, open on its project's task board. A task whose project the caller does not
 * know (a chip in a direct conversation) opens on the Tasks screen, which lists every project.
 */
export function taskLink(projectId: string | null, taskId: string): string {
  const query = `?${TASK_PARAM}=${part(taskId)}`;
  return projectId ? `${projectLink(projectId)}/tasks${query}` : `/dashboard/tasks${query}`;
}

/**
 * A comment in view: a task's comment in the task's dialog, a project's comment in the
 * project's comments on its overview.
 */
export function commentLink(comment: {
  projectId: string;
  taskId: string | null;
  commentId: string;
}): string {
  const named = `${COMMENT_PARAM}=${part(comment.commentId)}`;
  return comment.taskId
    ? `${taskLink(comment.projectId, comment.taskId)}&${named}`
    : `${projectLink(comment.projectId)}?${named}`;
}

/** A chat message, shown in its thread in the inbox. */
export function messageLink(messageId: string): string {
  return `/dashboard/inbox?${MESSAGE_PARAM}=${part(messageId)}`;
}

/** An invitation's own page, where the invitee reads it and answers. */
export function invitationLink(invitationId: string): string {
  return `/dashboard/invitations/${part(invitationId)}`;
}

/** The query parameter naming the data export Settings → Account shows. */
export const EXPORT_PARAM = 'export';

/** The Account section of Settings, showing the data export named (its status and download). */
export function exportLink(exportId: string): string {
  return `/dashboard/settings?tab=account&${EXPORT_PARAM}=${part(exportId)}`;
}

/** The mentorship page, where a person's sessions are listed with what they can do next. */
export function mentorshipLink(): string {
  return '/dashboard/mentorship';
}
