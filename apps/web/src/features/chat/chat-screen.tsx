import { MessageSquarePlus, MessagesSquare, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setOpenThread } from '../../api/chat/chat-view-state.ts';
import type { SearchHit, ThreadFilter } from '../../api/chat/types.ts';
import { useMessageLookup } from '../../api/chat/use-message-lookup.ts';
import { useMessageSearch } from '../../api/chat/use-message-search.ts';
import { useThreadCleanup } from '../../api/chat/use-thread-cleanup.ts';
import { useThreads } from '../../api/chat/use-threads.ts';
import type { Project } from '../../api/projects/types.ts';
import { useProjects } from '../../api/projects/use-projects.ts';
import { useRealtimeFrames } from '../../api/realtime/use-realtime-frames.ts';
import { useAuth } from '../../app/auth/use-auth.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { useSwipeBack } from './chat-gestures.ts';
import { Conversation } from './conversation.tsx';
import { CreateThreadDialog } from './create-thread-dialog.tsx';
import { DeleteThreadDialog } from './delete-thread-dialog.tsx';
import { EditThreadDialog } from './edit-thread-dialog.tsx';
import { KeyboardShortcutsDialog } from './keyboard-shortcuts-dialog.tsx';
import { MessageSearchResults } from './message-search-results.tsx';
import { NewMessageDialog } from './new-message-dialog.tsx';
import { ThreadHeader } from './thread-header.tsx';
import { ThreadList } from './thread-list.tsx';
import { ThreadRail } from './thread-rail.tsx';
import type { ThreadTab } from './thread-filters.ts';
import { useChatSelection } from './use-chat-selection.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useFillHeight } from './use-fill-height.ts';
import { useMediaQuery } from './use-media-query.ts';
import { useProjectReadOnOpen } from './use-project-read-on-open.ts';
import { focusComposer, useComposerShortcut } from './composer/focus-composer.ts';

/** Message search starts at this many characters, after a pause in typing. */
const SEARCH_MIN_LENGTH = 2;
const SEARCH_DEBOUNCE_MS = 300;
const COLLAPSED_KEY = 'crewline.chat.listCollapsed';
const PROJECT_TABS = ['all', 'unread'] as const;

type ChatScreenProps = { scope: 'inbox' } | { scope: 'project'; project: Project };

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The chat: the inbox (every thread) or a project's chat (its threads). Two
 * panes side by side on wide screens (the list folds into a rail of 10), one at a time on
 * phones, and below 1024 px in a project, where the page around it takes room.
 */
export function ChatScreen(props: ChatScreenProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useAuth();
  const project = props.scope === 'project' ? props.project : null;
  const filter: ThreadFilter = useMemo(
    () => (project ? { context_type: 'project', context_id: project.id } : {}),
    [project],
  );
  const threads = useThreads(filter);
  const projects = useProjects();
  const selection = useChatSelection(project?.id ?? null);
  const compact = useMediaQuery(project ? '(max-width: 1023px)' : '(max-width: 767px)');
  const phone = useMediaQuery('(max-width: 767px)');
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [tab, setTab] = useState<ThreadTab>('all');
  const [query, setQuery] = useState('');
  const searchText = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = useMessageSearch(
    searchText.length >= SEARCH_MIN_LENGTH ? searchText : '',
    project?.id ?? null,
  );
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [shortcuts, setShortcuts] = useState(false);
  useComposerShortcut();
  const [creating, setCreating] = useState(false);
  const [starting, setStarting] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const height = useFillHeight(box, phone ? 104 : 32);
  useThreadCleanup(props.scope === 'inbox');
  useProjectReadOnOpen(project ? threads.data : undefined);

  // A link to a message alone (`?message=`): find its thread, then open it there.
  const lookup = useMessageLookup(selection.threadId ? null : selection.messageId);
  useEffect(() => {
    if (lookup.data)
      selection.select(lookup.data.thread_id, { message: lookup.data.id, replace: true });
  }, [lookup.data, selection]);
  useEffect(() => {
    if (lookup.isError) toast.error(t('chat.messageMissing'));
  }, [lookup.isError, toast, t]);

  const selected = threads.data?.find((thread) => thread.id === selection.threadId) ?? null;
  const selectedId = selected?.id ?? null;

  // The applier must know which thread is on screen: its messages are read as they arrive.
  useEffect(() => {
    setOpenThread(selectedId);
    return () => setOpenThread(null);
  }, [selectedId]);

  // A thread deleted by someone else while open: the selection clears.
  useRealtimeFrames((frame) => {
    if (frame.type === 'thread_deleted' && frame.thread_id === selection.threadId) {
      selection.select(null, { replace: true });
    }
  });

  const openThread = useCallback(
    (threadId: string, message?: string) =>
      selection.select(threadId, { message: message ?? null }),
    [selection],
  );
  const back = useCallback(() => selection.select(null), [selection]);
  const swipe = useSwipeBack(back, compact);

  const refresh = useCallback(() => {
    setRefreshing(true);
    threads
      .refetch()
      .then((result) => {
        if (result.isError) toast.error(t('chat.errors.refresh'));
      })
      .finally(() => setRefreshing(false));
  }, [threads, toast, t]);

  function toggleCollapsed(next: boolean) {
    setCollapsed(next);
    try {
      window.localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
    } catch {
      // Not remembered this time; the toggle still works.
    }
  }

  // A direct thread's message may become a task in a project where the caller can create tasks
  // and every participant is on the team (the server checks the same, else 422).
  const taskProjects = useMemo(() => {
    if (!selected || selected.context_type !== 'direct') return undefined;
    const ids = selected.participants.map((participant) => participant.id);
    return (projects.data ?? [])
      .filter(
        (item) =>
          item.can.create_tasks && ids.every((id) => item.team.some((entry) => entry.id === id)),
      )
      .map((item) => ({ id: item.id, title: item.title }));
  }, [selected, projects.data]);

  const canCreateTasks = useMemo(() => {
    if (!selected) return false;
    if (selected.context_type === 'direct') return (taskProjects?.length ?? 0) > 0;
    if (selected.context_type !== 'project') return false;
    if (project) return project.can.create_tasks;
    return (
      projects.data?.find((item) => item.id === selected.context_id)?.can.create_tasks ?? false
    );
  }, [selected, project, projects.data, taskProjects]);

  const actions = project ? (
    <button
      type="button"
      className={buttonClass('primary', 'sm', 'flex-1')}
      onClick={() => setCreating(true)}
    >
      <Plus aria-hidden="true" className="size-4" />
      {t('chat.create.open')}
    </button>
  ) : (
    <button
      type="button"
      className={buttonClass('primary', 'sm', 'flex-1')}
      onClick={() => setStarting(true)}
    >
      <MessageSquarePlus aria-hidden="true" className="size-4" />
      {t('chat.direct.open')}
    </button>
  );

  const showList = !compact || !selected;
  const showConversation = !compact || Boolean(selected);
  const rail = !compact && collapsed;

  return (
    <div
      ref={box}
      style={height ? { height } : undefined}
      className="flex min-h-80 overflow-hidden rounded-xl border border-border bg-surface"
    >
      {showList ? (
        <div
          className={`flex min-h-0 shrink-0 flex-col border-border ${
            compact ? 'w-full' : rail ? 'w-[4.5rem] border-e' : 'w-80 border-e'
          }`}
        >
          {rail ? (
            <ThreadRail
              threads={threads.data ?? []}
              selectedId={selectedId}
              onSelect={(id) => openThread(id)}
              onExpand={() => toggleCollapsed(false)}
            />
          ) : (
            <ThreadList
              threads={threads.data}
              loadFailed={threads.isError}
              onRetry={() => void threads.refetch()}
              onRefresh={refresh}
              refreshing={refreshing}
              selectedId={selectedId}
              onSelect={(id) => openThread(id)}
              currentUserId={user?.id ?? ''}
              tab={tab}
              onTabChange={setTab}
              query={query}
              onQueryChange={setQuery}
              showContext={!project}
              tabs={project ? PROJECT_TABS : undefined}
              onCollapse={compact ? undefined : () => toggleCollapsed(true)}
              actions={actions}
              searchResults={
                searchText.length >= SEARCH_MIN_LENGTH ? (
                  <MessageSearchResults
                    query={searchText}
                    hits={search.data}
                    searching={search.isFetching}
                    failed={search.isError}
                    threads={threads.data ?? []}
                    onOpen={(hit: SearchHit) => openThread(hit.thread_id, hit.id)}
                  />
                ) : null
              }
            />
          )}
        </div>
      ) : null}
      {showConversation ? (
        <section
          aria-label={selected ? undefined : t('chat.welcome.title')}
          className="flex min-h-0 min-w-0 flex-1 flex-col"
          {...swipe}
        >
          {selected && user ? (
            <>
              {/* Reached by the first Tab in the conversation: straight to the message box. */}
              <button
                type="button"
                onClick={focusComposer}
                className="sr-only focus:not-sr-only focus:m-2 focus:self-start focus:rounded focus:bg-surface focus:p-2 focus:text-sm focus:shadow"
              >
                {t('chat.skipToComposer')}
              </button>
              <ThreadHeader
                thread={selected}
                onBack={compact ? back : undefined}
                onEdit={() => setEditing(true)}
                onDelete={() => setDeleting(true)}
                onShortcuts={() => setShortcuts(true)}
              />
              <Conversation
                key={selected.id}
                thread={selected}
                currentUser={user}
                canCreateTasks={canCreateTasks}
                taskProjects={taskProjects}
                focusMessageId={selection.messageId}
                onFocusDone={selection.clearMessage}
              />
            </>
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">
                <MessagesSquare aria-hidden="true" className="size-7" />
              </span>
              <h2 className="text-lg font-semibold">
                {project ? t('chat.welcome.projectTitle') : t('chat.welcome.title')}
              </h2>
              <p className="max-w-sm text-sm text-fg-muted">
                {project ? t('chat.welcome.projectBody') : t('chat.welcome.body')}
              </p>
            </div>
          )}
        </section>
      ) : null}

      <EditThreadDialog thread={editing ? selected : null} onClose={() => setEditing(false)} />
      <DeleteThreadDialog
        thread={deleting ? selected : null}
        onClose={() => setDeleting(false)}
        onDeleted={(id) => {
          if (id === selection.threadId) selection.select(null, { replace: true });
        }}
      />
      <KeyboardShortcutsDialog open={shortcuts} onClose={() => setShortcuts(false)} />
      {project ? (
        <CreateThreadDialog
          open={creating}
          onOpenChange={setCreating}
          projectId={project.id}
          onOpenThread={(id) => openThread(id)}
        />
      ) : (
        <NewMessageDialog
          open={starting}
          onOpenChange={setStarting}
          currentUserId={user?.id ?? ''}
          onOpenThread={(id) => openThread(id)}
        />
      )}
    </div>
  );
}
