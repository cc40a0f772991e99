import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { Code } from '../components/data-table.tsx';

/** A thread's messages, oldest first: author, time, content and id of each. */
export function MessageList({ messages }: { messages: readonly MessageJson[] }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  if (messages.length === 0) {
    return (
      <p className="rounded-xl bg-muted px-4 py-6 text-center text-sm text-fg-muted">
        {t('devPages.debug.noMessages')}
      </p>
    );
  }
  return (
    <ol
      className="flex max-h-[32rem] flex-col divide-y divide-border overflow-auto"
      aria-label={t('devPages.debug.messages')}
    >
      {messages.map((message) => (
        <li key={message.id} className="flex flex-col gap-1 py-2" data-testid="debug-message">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <bdi className="text-sm font-semibold">{message.user.name}</bdi>
            <time dateTime={message.created_at} className="text-xs text-fg-muted tabular-nums">
              {date(message.created_at, { dateStyle: 'short', timeStyle: 'medium' })}
            </time>
          </div>
          {/* Plain text on purpose: the debug view shows exactly what the server stored. */}
          <p dir="auto" className="text-sm break-words whitespace-pre-wrap">
            {message.content}
          </p>
          <Code>{message.id}</Code>
        </li>
      ))}
    </ol>
  );
}
