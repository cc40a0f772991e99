import type { ThreadJson } from '@crewline/shared/contracts/chat-responses';
import { useTranslation } from 'react-i18next';
import { Code, DataTable, type Column } from '../components/data-table.tsx';

type ThreadGroupTableProps = { threads: readonly ThreadJson[]; selfId: string | null };

/** One group's threads: ids, unread count and participants, flagging any the caller is not in. */
export function ThreadGroupTable({ threads, selfId }: ThreadGroupTableProps) {
  const { t } = useTranslation();
  const columns: Column<ThreadJson>[] = [
    {
      header: 'title',
      cell: (thread) => (thread.title ? <bdi>{thread.title}</bdi> : <Code>null</Code>),
    },
    { header: 'id', cell: (thread) => <Code>{thread.id}</Code> },
    {
      header: 'unread_count',
      cell: (thread) => <span className="tabular-nums">{thread.unread_count}</span>,
    },
    {
      header: 'participants',
      cell: (thread) => {
        const included = thread.participants.some((person) => person.id === selfId);
        return (
          <div className="flex flex-col gap-0.5">
            <span className="text-xs text-fg-muted">
              {t('devPages.visibility.people', { count: thread.participants.length })}
            </span>
            <ul className="flex flex-col">
              {thread.participants.map((person) => (
                <li key={person.id}>
                  <bdi>{person.name}</bdi>{' '}
                  <span dir="ltr" className="text-xs text-fg-muted">
                    {person.email}
                  </span>
                </li>
              ))}
            </ul>
            {/* A thread listed for someone who is not among its readers breaks the rules. */}
            {included ? null : (
              <span className="text-xs font-semibold text-red-700 dark:text-red-400">
                {t('devPages.visibility.notIncluded')}
              </span>
            )}
          </div>
        );
      },
    },
    {
      header: 'flags',
      cell: (thread) => (
        <Code>
          {[thread.is_pinned ? 'pinned' : null, thread.is_archived ? 'archived' : null]
            .filter(Boolean)
            .join(', ') || '—'}
        </Code>
      ),
    },
    { header: 'created_by', cell: (thread) => <Code>{thread.created_by ?? 'null'}</Code> },
    {
      header: 'last_message_time',
      cell: (thread) => <Code>{thread.last_message_time ?? 'null'}</Code>,
    },
  ];
  return (
    <DataTable
      label={t('devPages.visibility.threads')}
      columns={columns}
      rows={threads}
      rowKey={(thread) => thread.id}
    />
  );
}
