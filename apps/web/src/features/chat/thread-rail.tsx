import { SIDEBAR_BADGE_CAP } from '@crewline/shared/limits';
import { PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Thread } from '../../api/chat/types.ts';
import { initialsOf } from '../../components/avatar.tsx';
import { iconButtonClass } from '../../components/button-styles.ts';
import { UnreadBadge } from '../../components/unread-badge.tsx';
import { threadTitle } from './thread-title.ts';

/** The collapsed list shows this many threads. */
const RAIL_THREADS = 10;

type ThreadRailProps = {
  threads: Thread[];
  selectedId: string | null;
  onSelect: (threadId: string) => void;
  onExpand: () => void;
};

/** The collapsed thread list: an icon rail of the first 10 threads with "9+" unread badges. */
export function ThreadRail({ threads, selectedId, onSelect, onExpand }: ThreadRailProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('chat.list.label')} className="flex h-full flex-col items-center gap-1 py-2">
      <button
        type="button"
        onClick={onExpand}
        aria-label={t('chat.list.expand')}
        title={t('chat.list.expand')}
        className={iconButtonClass()}
      >
        <PanelLeftOpen aria-hidden="true" className="size-5 rtl:rotate-180" />
      </button>
      <ul className="flex min-h-0 flex-1 flex-col items-center gap-1.5 overflow-y-auto px-2.5 pt-2 pb-1">
        {threads.slice(0, RAIL_THREADS).map((thread) => {
          const title = threadTitle(thread, t);
          return (
            <li key={thread.id}>
              <button
                type="button"
                onClick={() => onSelect(thread.id)}
                title={title}
                aria-current={thread.id === selectedId ? 'true' : undefined}
                className={`relative flex size-11 items-center justify-center rounded-full text-sm font-semibold ${
                  thread.id === selectedId
                    ? 'bg-primary text-primary-fg'
                    : 'bg-muted text-fg hover:bg-primary-soft'
                }`}
              >
                <span aria-hidden="true">{initialsOf(title)}</span>
                <span className="sr-only">{title}</span>
                <UnreadBadge
                  count={thread.unread_count}
                  cap={SIDEBAR_BADGE_CAP}
                  className="absolute -top-1 -end-1"
                />
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
