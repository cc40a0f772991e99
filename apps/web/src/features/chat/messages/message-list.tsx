import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { ArrowDown } from 'lucide-react';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner.tsx';
import { browserClock } from '../../../i18n/local-days.ts';
import type { MessageListProps } from '../chat-contracts.ts';
import { BlobCacheProvider } from './attachments/blob-cache-context.tsx';
import { CreateTaskFromMessage } from './create-task-from-message.tsx';
import { DeleteMessageDialog } from './delete-message-dialog.tsx';
import { groupMessages } from './message-groups.ts';
import { MessageItem, type MessageHandlers } from './message-item.tsx';
import { TypingLine } from './typing-line.tsx';
import { useChatScroll } from './use-chat-scroll.ts';
import { useDayLabel } from './use-day-label.ts';
import { useFloatingDay } from './use-floating-day.ts';
import { useFocusMessage } from './use-focus-message.ts';

/**
 * A thread's messages: grouped by day ("Today", "Yesterday", a full date) and by
 * author within 60 s, with the typing line under them. It keeps its own scroll position, asks
 * for older pages near the top, and owns the per-message dialogs (delete, create task); the
 * data and every write come from the screen through the props.
 */
export function MessageList(props: MessageListProps) {
  const { t } = useTranslation();
  const { thread, messages, members, messageTasks } = props;
  const dayLabel = useDayLabel();
  const { timeZone } = browserClock();
  const days = useMemo(() => groupMessages(messages, timeZone), [messages, timeZone]);
  const [deleting, setDeleting] = useState<MessageJson | null>(null);
  const [taskFrom, setTaskFrom] = useState<MessageJson | null>(null);
  const floating = useFloatingDay();
  const scroll = useChatScroll({
    threadId: thread.id,
    messages,
    currentUserId: props.currentUserId,
    hasOlder: props.hasOlder,
    loadingOlder: props.loadingOlder,
    onLoadOlder: props.onLoadOlder,
    onReaderScroll: floating.onReaderScroll,
  });
  const highlighted = useFocusMessage({
    reveal: scroll.reveal,
    focusMessageId: props.focusMessageId,
    messages,
    hasOlder: props.hasOlder,
    loadingOlder: props.loadingOlder,
    onLoadOlder: props.onLoadOlder,
    onFocusDone: props.onFocusDone,
  });

  // Rows are memoised; they get stable handlers that always call the screen's latest props.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const taskProjects = thread.context_type === 'direct' ? (props.taskProjects ?? []) : [];
  const taskProjectId =
    thread.context_type === 'project' ? thread.context_id : (taskProjects[0]?.id ?? null);
  const canCreateTask = Boolean(props.onCreateTask) && taskProjectId !== null;
  const handlers = useMemo<MessageHandlers>(
    () => ({
      onJumpTo: (id) => latest.current.onJumpTo(id),
      onEdit: (id, content) => latest.current.onEdit(id, content),
      onRequestDelete: setDeleting,
      onDeleteAttachment: (id) => latest.current.onDeleteAttachment(id),
      onToggleReaction: (message, emoji) => latest.current.onToggleReaction(message, emoji),
      onReply: (message) => latest.current.onReply(message),
      onCreateTask: canCreateTask ? setTaskFrom : undefined,
    }),
    [canCreateTask],
  );

  return (
    <BlobCacheProvider>
      <div className="relative flex min-h-0 flex-1 flex-col">
        <div
          ref={scroll.container}
          onScroll={scroll.onScroll}
          className="min-h-0 flex-1 overflow-y-auto [overflow-anchor:none]"
          role="log"
          aria-label={t('chatMessages.label')}
          tabIndex={0}
        >
          <div ref={scroll.content} className="flex flex-col pb-2">
            <ListTop
              loading={props.loadingOlder}
              hasOlder={props.hasOlder}
              empty={messages.length === 0}
            />
            {days.map((day) => (
              <section
                key={day.day}
                aria-label={dayLabel(day.day)}
                data-day-label={dayLabel(day.day)}
              >
                <DaySeparator label={dayLabel(day.day)} />
                <ul>
                  {day.runs.map((run) => (
                    <Fragment key={run.key}>
                      {run.messages.map((message, index) => (
                        <MessageItem
                          key={message.id}
                          message={message}
                          thread={thread}
                          members={members}
                          first={index === 0}
                          taskId={messageTasks.get(message.id)}
                          highlighted={highlighted === message.id}
                          handlers={handlers}
                        />
                      ))}
                    </Fragment>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
        {floating.day ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 top-2 z-10 flex justify-center"
          >
            <DayPill label={floating.day} />
          </div>
        ) : null}
        {scroll.showJump ? (
          <button
            type="button"
            onClick={scroll.toBottom}
            className="absolute bottom-10 left-1/2 inline-flex min-h-9 -translate-x-1/2 items-center gap-1.5 rounded-full bg-primary px-3 text-sm font-medium text-primary-fg shadow-lg hover:bg-primary-hover"
          >
            <ArrowDown aria-hidden="true" className="size-4" />
            {t('chatMessages.newMessages')}
          </button>
        ) : null}
        <TypingLine names={props.typingNames} />
      </div>
      <DeleteMessageDialog
        message={deleting}
        onClose={() => setDeleting(null)}
        onDelete={(id) => latest.current.onDelete(id)}
      />
      {taskFrom && taskProjectId ? (
        <CreateTaskFromMessage
          message={taskFrom}
          projectId={taskProjectId}
          projects={thread.context_type === 'direct' ? taskProjects : undefined}
          onClose={() => setTaskFrom(null)}
          onCreated={(message) => latest.current.onCreateTask?.(message)}
        />
      ) : null}
    </BlobCacheProvider>
  );
}

// The separator stays in the flow: a label stuck to the top would sit over the messages (and
// their reply quotes) under it; while scrolling, a floating copy says which day is in view.
function DaySeparator({ label }: { label: string }) {
  return (
    <div className="flex justify-center px-4 py-2">
      <DayPill label={label} as="h3" />
    </div>
  );
}

function DayPill({ label, as: Tag = 'span' }: { label: string; as?: 'h3' | 'span' }) {
  return (
    <Tag className="rounded-full border border-border bg-surface px-3 py-0.5 text-xs font-medium text-fg-muted shadow-sm">
      {label}
    </Tag>
  );
}

function ListTop({
  loading,
  hasOlder,
  empty,
}: {
  loading: boolean;
  hasOlder: boolean;
  empty: boolean;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <p
        className="flex items-center justify-center gap-2 py-3 text-xs text-fg-muted"
        role="status"
      >
        <Spinner size="sm" />
        {t('chatMessages.loadingOlder')}
      </p>
    );
  }
  if (hasOlder) return <div className="h-8" />;
  if (empty) {
    return (
      <div className="flex flex-col items-center gap-1 px-4 py-12 text-center">
        <p className="font-medium">{t('chatMessages.empty')}</p>
        <p className="text-sm text-fg-muted">{t('chatMessages.emptyBody')}</p>
      </div>
    );
  }
  return <p className="py-3 text-center text-xs text-fg-muted">{t('chatMessages.start')}</p>;
}
