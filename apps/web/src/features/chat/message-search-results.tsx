import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SearchHit, Thread } from '../../api/chat/types.ts';
import { threadTitle } from './thread-title.ts';
import { useChatTime } from './use-chat-time.ts';
import { personName } from '../../components/person-name.ts';

type MessageSearchResultsProps = {
  query: string;
  hits: SearchHit[] | undefined;
  searching: boolean;
  failed: boolean;
  threads: Thread[];
  onOpen: (hit: SearchHit) => void;
};

/** Messages matching the search, newest first; choosing one opens its thread at the message. */
export function MessageSearchResults(props: MessageSearchResultsProps) {
  const { t } = useTranslation();
  const relative = useChatTime();
  const titleOf = (threadId: string) => {
    const thread = props.threads.find((item) => item.id === threadId);
    return thread ? threadTitle(thread, t) : t('chat.general');
  };
  return (
    <section aria-labelledby="chat-search-heading" className="mt-3 border-t border-border pt-3">
      <h3
        id="chat-search-heading"
        className="px-3 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase"
      >
        {t('chat.search.heading')}
      </h3>
      {props.failed ? (
        <p role="alert" className="px-3 py-2 text-sm text-red-600 dark:text-red-400">
          {t('chat.errors.search')}
        </p>
      ) : !props.hits && props.searching ? (
        <p role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-fg-muted">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t('chat.search.searching')}
        </p>
      ) : props.hits?.length === 0 ? (
        <p className="px-3 py-2 text-sm text-fg-muted">
          {t('chat.search.none', { q: props.query })}
        </p>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {props.hits?.map((hit) => (
            <li key={hit.id}>
              <button
                type="button"
                onClick={() => props.onOpen(hit)}
                className="flex w-full flex-col gap-0.5 rounded-lg px-3 py-2 text-start hover:bg-muted"
              >
                <span className="flex items-center gap-2 text-xs text-fg-muted">
                  <span dir="auto" className="truncate font-medium text-fg">
                    {personName(hit.user, t)}
                  </span>
                  <span aria-hidden="true">·</span>
                  <span dir="auto" className="truncate">
                    {titleOf(hit.thread_id)}
                  </span>
                  <span className="ms-auto shrink-0">{relative(hit.created_at)}</span>
                </span>
                <span dir="auto" className="line-clamp-2 text-sm">
                  {hit.snippet || hit.content}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
