import type { ThreadJson } from '@crewline/shared/contracts/chat-responses';
import { taskLink } from '@crewline/shared/domain/item-links';
import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Where a task made from a message opens: the task's address, on its project's board (a direct
 * thread has no project of its own, so the Tasks screen, which lists every project's tasks).
 */
export function taskHref(thread: ThreadJson, taskId: string): string {
  return taskLink(
    thread.context_type === 'project' && thread.context_id ? thread.context_id : null,
    taskId,
  );
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
