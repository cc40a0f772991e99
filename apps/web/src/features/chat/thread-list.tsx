import { ArrowDown, Loader2, MessagesSquare, PanelLeftClose, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Thread } from '../../api/chat/types.ts';
import { buttonClass, iconButtonClass } from '../../components/button-styles.ts';
import { inputClass } from '../../components/text-field.tsx';
import { PULL_TO_REFRESH_PX, usePullToRefresh } from './chat-gestures.ts';
import { filterThreads, THREAD_TABS, type ThreadTab } from './thread-filters.ts';
import { ThreadListItem } from './thread-list-item.tsx';

type ThreadListProps = {
  threads: Thread[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  /** Pull-to-refresh (phones). */
  onRefresh: () => void;
  refreshing: boolean;
  selectedId: string | null;
  onSelect: (threadId: string) => void;
  currentUserId: string;
  tab: ThreadTab;
  onTabChange: (tab: ThreadTab) => void;
  query: string;
  onQueryChange: (query: string) => void;
  /** The inbox mixes projects, so rows name theirs; a project's chat does not. */
  showContext: boolean;
  /** Tabs offered (a project's chat has no Direct tab). */
  tabs?: readonly ThreadTab[];
  /** Folds the list into the rail (desktop). */
  onCollapse?: () => void;
  /** "New thread" / "New message" buttons. */
  actions?: ReactNode;
  /** Matching messages, under the matching threads while searching. */
  searchResults?: ReactNode;
};

/** The conversation list: search, All/Unread/Project/Direct, rows, empty states. */
export function ThreadList(props: ThreadListProps) {
  const { t } = useTranslation();
  const { pull, ready, handlers } = usePullToRefresh(props.onRefresh);
  const tabs = props.tabs ?? THREAD_TABS;
  const shown = props.threads ? filterThreads(props.threads, props.tab, props.query) : [];
  const filtering = props.tab !== 'all' || props.query.trim() !== '';

  return (
    <section aria-label={t('chat.list.label')} className="flex h-full min-h-0 flex-col">
      <div className="flex flex-col gap-2 border-b border-border p-3">
        <div className="flex items-center gap-2">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
            />
            <input
              type="search"
              value={props.query}
              onChange={(event) => props.onQueryChange(event.target.value)}
              placeholder={t('chat.list.search')}
              aria-label={t('chat.list.searchLabel')}
              className={`${inputClass} ps-9`}
            />
          </div>
          {props.onCollapse ? (
            <button
              type="button"
              onClick={props.onCollapse}
              aria-label={t('chat.list.collapse')}
              title={t('chat.list.collapse')}
              className={iconButtonClass('shrink-0')}
            >
              <PanelLeftClose aria-hidden="true" className="size-5 rtl:rotate-180" />
            </button>
          ) : null}
        </div>
        <div role="tablist" aria-label={t('chat.list.filtersLabel')} className="flex gap-1">
          {tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={props.tab === tab}
              onClick={() => props.onTabChange(tab)}
              className={`min-h-9 flex-1 rounded-md px-1.5 text-xs font-medium whitespace-nowrap transition-colors ${
                props.tab === tab ? 'bg-primary text-primary-fg' : 'text-fg-muted hover:bg-muted'
              }`}
            >
              {t(`chat.list.filters.${tab}`)}
            </button>
          ))}
        </div>
        {props.actions ? <div className="flex gap-2">{props.actions}</div> : null}
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2" {...handlers}>
        {pull > 0 || props.refreshing ? (
          <p
            aria-live="polite"
            style={{ height: Math.min(pull, PULL_TO_REFRESH_PX * 1.5) || undefined }}
            className="flex items-center justify-center gap-2 text-xs text-fg-muted"
          >
            {props.refreshing ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <ArrowDown
                aria-hidden="true"
                className={`size-4 transition-transform ${ready ? 'rotate-180' : ''}`}
              />
            )}
            {props.refreshing
              ? t('chat.list.refreshing')
              : ready
                ? t('chat.list.releaseToRefresh')
                : t('chat.list.pullToRefresh')}
          </p>
        ) : null}
        {props.loadFailed && !props.threads ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
            <p className="text-sm">{t('chat.errors.loadThreads')}</p>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={props.onRetry}
            >
              {t('chat.list.retry')}
            </button>
          </div>
        ) : !props.threads ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 py-10 text-sm text-fg-muted"
          >
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {t('chat.list.loading')}
          </p>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
            <MessagesSquare aria-hidden="true" className="size-8 text-fg-muted" />
            <p className="text-sm font-medium">
              {filtering ? t('chat.empty.filtered') : t('chat.empty.title')}
            </p>
            <p className="text-xs text-fg-muted">
              {filtering ? t('chat.empty.filteredBody') : t('chat.empty.body')}
            </p>
          </div>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {shown.map((thread) => (
              <li key={thread.id}>
                <ThreadListItem
                  thread={thread}
                  selected={thread.id === props.selectedId}
                  currentUserId={props.currentUserId}
                  showContext={props.showContext}
                  onSelect={props.onSelect}
                />
              </li>
            ))}
          </ul>
        )}
        {props.searchResults}
      </div>
    </section>
  );
}
