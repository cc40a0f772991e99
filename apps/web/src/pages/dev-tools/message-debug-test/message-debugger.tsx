import type { MessageJson, MessagePageJson } from '@crewline/shared/contracts/chat-responses';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { realtime } from '../../../api/realtime/realtime-connection.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { Skeleton } from '../../../components/skeleton.tsx';
import { Panel } from '../../../components/panel.tsx';
import { fetchMessages, fetchThreads, sendMessage } from '../chat-api.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { ThreadSelect } from '../components/thread-select.tsx';
import { threadOfFrame } from '../frame-thread.ts';
import { useLiveSocket } from '../use-live-socket.ts';
import { useThreads } from '../use-threads.ts';
import { DebugLogPanel } from './debug-log-panel.tsx';
import { MessageList } from './message-list.tsx';
import { useDebugLog } from './use-debug-log.ts';

const messagesKey = (threadId: string) => ['devTools', 'messages', threadId] as const;

function upsert(messages: readonly MessageJson[], message: MessageJson): MessageJson[] {
  return messages.some((known) => known.id === message.id)
    ? messages.map((known) => (known.id === message.id ? message : known))
    : [...messages, message];
}

// Unique per click, so a retried request is recognisable in the log and never posts twice.
function debugClientId(): string {
  return `debug-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Thread picker, "Send Test Message", the thread's messages and a log of every request,
 * response and frame. Frames about the selected thread also update its message list.
 */
export function MessageDebugger() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const log = useDebugLog();
  const { track, add } = log;
  useLiveSocket();

  const loadThreads = useCallback(
    () => track('GET /api/threads', undefined, fetchThreads),
    [track],
  );
  const threads = useThreads(loadThreads);
  const [threadId, setThreadId] = useState('');
  const messages = useQuery({
    queryKey: messagesKey(threadId),
    queryFn: () =>
      track(`GET /api/threads/${threadId}/messages?limit=50`, undefined, () =>
        fetchMessages(threadId),
      ),
    enabled: threadId !== '',
    retry: false,
  });
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<unknown>(null);

  const patchMessages = useCallback(
    (id: string, change: (list: readonly MessageJson[]) => MessageJson[]) =>
      queryClient.setQueryData<MessagePageJson>(messagesKey(id), (page) =>
        page ? { ...page, messages: change(page.messages) } : page,
      ),
    [queryClient],
  );

  useEffect(
    () =>
      realtime.subscribe((frame) => {
        const thread = threadOfFrame(frame);
        add('frame', thread ? `${frame.type} thread=${thread}` : frame.type, frame);
        if (frame.type === 'new_message' || frame.type === 'message_updated') {
          patchMessages(frame.thread_id, (list) => upsert(list, frame.message));
        } else if (frame.type === 'message_deleted') {
          patchMessages(frame.thread_id, (list) =>
            list.filter((message) => message.id !== frame.message_id),
          );
        }
      }),
    [add, patchMessages],
  );

  const sendTest = async () => {
    setSending(true);
    setSendError(null);
    const body = {
      thread_id: threadId,
      content: t('devPages.debug.testContent', { time: new Date().toISOString() }),
      client_id: debugClientId(),
    };
    try {
      const message = await track('POST /api/messages', body, () => sendMessage(body));
      patchMessages(message.thread_id, (list) => upsert(list, message));
    } catch (error) {
      setSendError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <Panel
        title={t('devPages.debug.messages')}
        action={
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={threads.isFetching}
            onClick={() => void threads.refetch()}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('devPages.debug.reloadThreads')}
          </button>
        }
      >
        {threads.isPending ? (
          <Skeleton className="h-11" />
        ) : threads.isError ? (
          <ErrorAlert error={threads.error} fallback={t('devPages.threads.loadFailed')} />
        ) : threads.data.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('devPages.threads.none')}</p>
        ) : (
          <ThreadSelect threads={threads.data} value={threadId} onChange={setThreadId} />
        )}
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={!threadId || sending}
          onClick={() => void sendTest()}
        >
          <FlaskConical aria-hidden="true" className="size-4" />
          {sending ? t('devPages.debug.sending') : t('devPages.debug.sendTest')}
        </button>
        {sendError ? (
          <ErrorAlert error={sendError} fallback={t('devPages.messaging.sendFailed')} />
        ) : null}
        {!threadId ? (
          <p className="text-sm text-fg-muted">{t('devPages.debug.pickThread')}</p>
        ) : messages.isPending ? (
          <Skeleton className="h-32" />
        ) : messages.isError ? (
          <ErrorAlert error={messages.error} fallback={t('devPages.debug.loadFailed')} />
        ) : (
          <MessageList messages={messages.data.messages} />
        )}
      </Panel>
      <DebugLogPanel entries={log.entries} onClear={log.clear} />
    </div>
  );
}
