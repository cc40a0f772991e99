import type { ThreadJson } from '@crewline/shared/contracts/chat-responses';
import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Where a task made from a message opens: its project's task board with the task named in
 * `?task=` (a direct thread has no project of its own, so the Tasks screen).
 */
export function taskHref(thread: ThreadJson, taskId: string): string {
  const query = `?task=${encodeURIComponent(taskId)}`;
  return thread.context_type === 'project' && thread.context_id
    ? `/dashboard/projects/${thread.context_id}/tasks${query}`
    : `/dashboard/tasks${query}`;
}

/** The chip under a message that became a task, linking to the task. */
export function TaskChip({ thread, taskId }: { thread: ThreadJson; taskId: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={taskHref(thread, taskId)}
      className="mt-1 inline-flex min-h-8 items-center gap-1.5 rounded-full border border-border bg-surface px-2.5 text-xs font-medium text-primary hover:bg-muted"
    >
      <ClipboardCheck aria-hidden="true" className="size-3.5" />
      {t('chatMessages.task.chip')}
    </Link>
  );
}
