import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { Skeleton } from '../../../components/skeleton.tsx';
import { inputClass } from '../../../components/text-field.tsx';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { Field, Panel } from '../../../components/panel.tsx';
import { sendMessage } from '../chat-api.ts';
import { Code } from '../components/data-table.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { ThreadSelect } from '../components/thread-select.tsx';
import { useThreads } from '../use-threads.ts';
import { useMessageArrivals } from './use-message-arrivals.ts';

type Sent = { message: MessageJson; startedAt: number; answeredAt: number };

/** Picks a thread, sends a message to it, and times its HTTP answer and its frame. */
export function SendPanel() {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const contentId = useId();
  const threads = useThreads();
  const arrivals = useMessageArrivals();
  const [threadId, setThreadId] = useState('');
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [error, setError] = useState<unknown>(null);
  const ms = (value: number) =>
    t('devPages.api.milliseconds', { value: number(value, { maximumFractionDigits: 1 }) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    const startedAt = performance.now();
    try {
      const message = await sendMessage({ thread_id: threadId, content });
      setSent({ message, startedAt, answeredAt: performance.now() });
      setContent('');
    } catch (failure) {
      setError(failure);
    } finally {
      setSending(false);
    }
  };

  const frameAt = sent ? arrivals[sent.message.id] : undefined;
  return (
    <Panel title={t('devPages.messaging.send')}>
      {threads.isPending ? (
        <Skeleton className="h-11" />
      ) : threads.isError ? (
        <ErrorAlert error={threads.error} fallback={t('devPages.threads.loadFailed')} />
      ) : threads.data.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('devPages.threads.none')}</p>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={onSubmit}>
          <ThreadSelect threads={threads.data} value={threadId} onChange={setThreadId} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={contentId} className="text-sm font-medium">
              {t('devPages.messaging.content')}
            </label>
            <textarea
              id={contentId}
              className={`${inputClass} min-h-20 py-2`}
              value={content}
              onChange={(event) => setContent(event.target.value)}
            />
          </div>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={!threadId || !content.trim() || sending}
          >
            <Send aria-hidden="true" className="size-4" />
            {sending ? t('devPages.messaging.sending') : t('devPages.messaging.sendButton')}
          </button>
        </form>
      )}
      {error ? <ErrorAlert error={error} fallback={t('devPages.messaging.sendFailed')} /> : null}
      {sent ? (
        <div
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <p className="font-semibold">{t('devPages.messaging.sent')}</p>
          <dl className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
            <Field label="id">
              <Code>{sent.message.id}</Code>
            </Field>
            <Field label={t('devPages.messaging.answeredAfter')}>
              {ms(sent.answeredAt - sent.startedAt)}
            </Field>
            <Field label={t('devPages.messaging.frameAfter')}>
              <span data-testid="frame-delay">
                {frameAt === undefined
                  ? t('devPages.messaging.waitingForFrame')
                  : ms(frameAt - sent.startedAt)}
              </span>
            </Field>
          </dl>
        </div>
      ) : null}
    </Panel>
  );
}
