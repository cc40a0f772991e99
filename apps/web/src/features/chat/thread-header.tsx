import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ArrowLeft, Keyboard, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Thread } from '../../api/chat/types.ts';
import { useOnlineLookup } from '../../api/presence/use-online-lookup.ts';
import { iconButtonClass } from '../../components/button-styles.ts';
import { threadTitle } from './thread-title.ts';
import { TruncatedName } from '../../components/truncated-name.tsx';

const menuClass = 'z-50 min-w-48 rounded-xl border border-border bg-surface p-1 text-fg shadow-lg';
const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-muted';

type ThreadHeaderProps = {
  thread: Thread;
  /** Phones show one pane at a time: this goes back to the list. */
  onBack?: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onShortcuts: () => void;
};

/**
 * The conversation's header: title, the project as a link, "{n} members · {m}
 * online", and the Edit Thread / Delete Thread menu only when the server says the user may.
 */
export function ThreadHeader({ thread, onBack, onEdit, onDelete, onShortcuts }: ThreadHeaderProps) {
  const { t } = useTranslation();
  const online = useOnlineLookup();
  // Those who deleted their account are still who the conversation is with.
  const members = thread.participants.length + thread.former_participants;
  const onlineCount = thread.participants.filter((person) => online?.(person.id) === true).length;
  const canManage = thread.can.update || thread.can.delete;
  return (
    <header className="flex items-center gap-2 border-b border-border px-3 py-2">
      {onBack ? (
        <button
          type="button"
          onClick={onBack}
          aria-label={t('chat.header.back')}
          className={iconButtonClass('-ms-1 shrink-0')}
        >
          <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
        </button>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <TruncatedName as="h2" name={threadTitle(thread, t)} className="text-base font-semibold" />
        <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-xs text-fg-muted">
          {thread.context_type === 'project' && thread.context_id ? (
            <>
              <Link
                to={`/dashboard/projects/${encodeURIComponent(thread.context_id)}`}
                dir="auto"
                className="max-w-48 min-w-0 font-medium text-primary hover:underline"
              >
                <TruncatedName name={thread.context_name ?? ''} />
              </Link>
              <span aria-hidden="true">·</span>
            </>
          ) : null}
          <span>
            {t('chat.header.members', { count: members })} ·{' '}
            {t('chat.header.online', { count: onlineCount })}
          </span>
        </p>
      </div>
      <button
        type="button"
        onClick={onShortcuts}
        aria-label={t('chat.header.shortcuts')}
        title={t('chat.header.shortcuts')}
        className={iconButtonClass('hidden shrink-0 sm:inline-flex')}
      >
        <Keyboard aria-hidden="true" className="size-5" />
      </button>
      {canManage ? (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <button
              type="button"
              aria-label={t('chat.header.options')}
              className={iconButtonClass('shrink-0')}
            >
              <MoreVertical aria-hidden="true" className="size-5" />
            </button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={6} className={menuClass}>
              {thread.can.update ? (
                <DropdownMenu.Item className={itemClass} onSelect={onEdit}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('chat.edit.title')}
                </DropdownMenu.Item>
              ) : null}
              {thread.can.delete ? (
                <DropdownMenu.Item
                  className={`${itemClass} text-red-600 dark:text-red-400`}
                  onSelect={onDelete}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('chat.remove.title')}
                </DropdownMenu.Item>
              ) : null}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : null}
    </header>
  );
}
