import * as Tabs from '@radix-ui/react-tabs';
import { Activity } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityTab } from '../../../api/projects/types.ts';
import { useProjectActivity } from '../../../api/projects/use-project-activity.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import {
  groupActivity,
  relativeTime,
  type FeedGroup,
} from '../../../features/projects/activity-feed.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { activityText } from './activity-text.ts';

const TABS: readonly ActivityTab[] = ['all', 'tasks', 'comments', 'members', 'files'];

function useRelative() {
  const { t } = useTranslation();
  return (iso: string, now: Date) => {
    const ago = relativeTime(new Date(iso), now);
    switch (ago.unit) {
      case 'now':
        return t('projects.activity.justNow');
      case 'minutes':
        return t('projects.activity.minutesAgo', { count: ago.value });
      case 'hours':
        return t('projects.activity.hoursAgo', { count: ago.value });
      case 'days':
        return t('projects.activity.daysAgo', { count: ago.value });
    }
  };
}

function FeedList({ projectId, tab }: { projectId: string; tab: ActivityTab }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const relative = useRelative();
  const activity = useProjectActivity(projectId, tab);
  const now = new Date();
  const groups: FeedGroup[] = useMemo(
    () => groupActivity(activity.data ?? [], new Date()),
    [activity.data],
  );

  if (activity.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (activity.isError) {
    return (
      <p className="text-sm text-red-600 dark:text-red-400">{t('projects.activity.loadFailed')}</p>
    );
  }
  if (groups.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <Activity aria-hidden="true" className="size-8 text-fg-muted" />
        <p className="font-medium">{t('projects.activity.empty')}</p>
        <p className="max-w-sm text-sm text-fg-muted">{t('projects.activity.emptyBody')}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {groups.map((group) => (
        <section key={group.key} className="flex flex-col gap-2">
          <h3 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {group.day === 'today'
              ? t('projects.activity.today')
              : group.day === 'yesterday'
                ? t('projects.activity.yesterday')
                : date(group.date, { month: 'short', day: 'numeric' })}
          </h3>
          <ol className="flex flex-col gap-3">
            {group.items.map(({ event, count }) => (
              <li key={event.id} className="flex items-start gap-3">
                <Avatar name={event.actor?.name ?? '?'} src={event.actor?.avatar} size="sm" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <p className="text-sm break-words">
                    {activityText(event, t)}
                    {count > 1 ? (
                      <span
                        className="ms-2 inline-flex rounded-full bg-muted px-1.5 text-xs font-semibold text-fg-muted"
                        title={t('projects.activity.mergedLabel', { count })}
                      >
                        <span aria-hidden="true">{t('projects.activity.merged', { count })}</span>
                        <span className="sr-only">
                          {t('projects.activity.mergedLabel', { count })}
                        </span>
                      </span>
                    ) : null}
                  </p>
                  <time dateTime={event.created_at} className="text-xs text-fg-muted">
                    {relative(event.created_at, now)}
                  </time>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** The project's recent activity with tabs all, tasks, comments, members and files. */
export function ActivityFeed({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ActivityTab>('all');
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5">
      <h2 className="text-lg font-semibold">{t('projects.activity.title')}</h2>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ActivityTab)}>
        <Tabs.List
          aria-label={t('projects.activity.tabsLabel')}
          className="-mx-1 mb-4 flex gap-1 overflow-x-auto px-1"
        >
          {TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-medium text-fg-muted hover:bg-muted data-[state=active]:bg-primary-soft data-[state=active]:text-primary-soft-fg"
            >
              {t(`projects.activity.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab}>
          <FeedList projectId={projectId} tab={tab} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
