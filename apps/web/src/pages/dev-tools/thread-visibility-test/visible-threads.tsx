import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/use-auth.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { Skeleton } from '../../../components/skeleton.tsx';
import { Panel } from '../../../components/panel.tsx';
import { Code, RawJson } from '../components/data-table.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { useThreads } from '../use-threads.ts';
import { groupThreads } from './group-threads.ts';
import { ThreadGroupTable } from './thread-group-table.tsx';

/** GET /api/threads grouped by project and direct, with the ids the visibility rules use. */
export function VisibleThreads() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const threads = useThreads();
  const groups = threads.data ? groupThreads(threads.data) : [];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={threads.isFetching}
          onClick={() => void threads.refetch()}
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-4 ${threads.isFetching ? 'animate-spin' : ''}`}
          />
          {threads.isFetching ? t('devPages.common.refetching') : t('devPages.common.refetch')}
        </button>
        <p className="text-sm text-fg-muted" data-testid="thread-count">
          {t('devPages.visibility.count', { count: threads.data?.length ?? 0 })}
        </p>
        {user ? (
          <p className="text-sm text-fg-muted">
            {t('devPages.visibility.you')} <Code>{user.id}</Code>
          </p>
        ) : null}
      </div>
      <p className="text-sm text-fg-muted">{t('devPages.visibility.rules')}</p>
      {threads.isPending ? (
        <Skeleton className="h-40" />
      ) : threads.isError ? (
        <ErrorAlert error={threads.error} fallback={t('devPages.threads.loadFailed')} />
      ) : groups.length === 0 ? (
        <p className="rounded-xl bg-muted px-4 py-6 text-center text-sm text-fg-muted">
          {t('devPages.threads.none')}
        </p>
      ) : (
        <>
          {groups.map((group) => (
            <Panel
              key={group.key}
              title={
                group.kind === 'project'
                  ? t('devPages.visibility.projectGroup', {
                      name: group.name,
                      count: group.threads.length,
                    })
                  : t('devPages.visibility.directGroup', { count: group.threads.length })
              }
              action={group.contextId ? <Code>context_id {group.contextId}</Code> : null}
            >
              <ThreadGroupTable threads={group.threads} selfId={user?.id ?? null} />
            </Panel>
          ))}
          <RawJson label={t('devPages.common.rawJson')} value={threads.data} />
        </>
      )}
    </div>
  );
}
