import { NOTIFICATION_BULK_MAX } from '@crewline/shared/contracts/notifications';
import { Bell, CheckCheck, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyInvitations } from '../../api/invitations/use-my-invitations.ts';
import {
  flattenPages,
  totalCountOf,
  unreadCountOf,
} from '../../api/notifications/notification-cache.ts';
import { useDeleteAllNotifications } from '../../api/notifications/use-delete-all-notifications.ts';
import { useDeleteNotifications } from '../../api/notifications/use-delete-notifications.ts';
import { useMarkAllNotificationsRead } from '../../api/notifications/use-mark-all-notifications-read.ts';
import { useNotifications } from '../../api/notifications/use-notifications.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import {
  countByTab,
  inTab,
  type NotificationTab,
} from '../../features/notifications/notification-filters.ts';
import { NotificationRow } from '../../features/notifications/notification-row.tsx';
import { NotificationTabs } from '../../features/notifications/notification-tabs.tsx';
import { useNotificationTime } from '../../features/notifications/notification-time.ts';
import { useOpenNotification } from '../../features/notifications/use-open-notification.ts';
import { ClearAllDialog } from './components/clear-all-dialog.tsx';
import { ClearReadDialog } from './components/clear-read-dialog.tsx';
import { NotificationCounters } from './components/notification-counters.tsx';

/**
 * /dashboard/notifications: tabs with counts, the header counters, Mark All Read,
 * Clear Read, Clear All (confirmed), selection with "Delete (n)", invitations answered in place.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.title'));
  const toast = useToast();
  const list = useNotifications();
  const invitations = useMyInvitations();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotifications();
  const removeAll = useDeleteAllNotifications();
  const open = useOpenNotification();
  const ago = useNotificationTime();
  const [tab, setTab] = useState<NotificationTab>('all');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [confirmingClearRead, setConfirmingClearRead] = useState(false);

  const items = useMemo(() => flattenPages(list.data), [list.data]);
  const unread = unreadCountOf(list.data);
  const total = Math.max(totalCountOf(list.data), items.length);
  // The server counts unread and all; the type tabs count what is loaded.
  const counts = { ...countByTab(items), all: total, unread };
  const pendingInvitations = (invitations.data ?? []).filter(
    (invitation) => invitation.status === 'pending' && !invitation.expired,
  ).length;
  const shown = items.filter((item) => inTab(item, tab));
  // A selected notification deleted elsewhere leaves the selection by itself.
  const selected = items.filter((item) => picked.has(item.id)).map((item) => item.id);
  const allShownPicked = shown.length > 0 && shown.every((item) => picked.has(item.id));

  const failed = () => toast.error(t('notifications.actionFailed'));
  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleShown = () =>
    setPicked(allShownPicked ? new Set() : new Set(shown.map((item) => item.id)));
  const deleteIds = (ids: string[]) => {
    remove.mutate(ids.slice(0, NOTIFICATION_BULK_MAX), { onError: failed });
    setPicked((current) => new Set([...current].filter((id) => !ids.includes(id))));
  };
  const readIds = items.filter((item) => item.read).map((item) => item.id);
  const clearRead = () => {
    if (readIds.length === 0) toast.info(t('notifications.noReadToClear'));
    else setConfirmingClearRead(true);
  };

  let content;
  if (list.isPending) {
    content = (
      <div aria-busy="true" aria-label={t('notifications.loading')} className="flex flex-col gap-2">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (list.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <FormAlert tone="error">{t('notifications.loadFailed')}</FormAlert>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => void list.refetch()}
        >
          {t('notifications.retry')}
        </button>
      </div>
    );
  } else if (items.length === 0) {
    content = <CaughtUp />;
  } else if (shown.length === 0) {
    content = (
      <p className="rounded-xl border border-dashed border-border px-6 py-10 text-center text-sm text-fg-muted">
        {t(`notifications.emptyFilter.${tab}`)}
      </p>
    );
  } else {
    content = (
      <ul className="flex flex-col gap-2">
        {shown.map((item) => (
          <NotificationRow
            key={item.id}
            notification={item}
            ago={ago(item.created_at)}
            onOpen={open}
            selection={{ selected: picked.has(item.id), onToggle: () => toggle(item.id) }}
            onDelete={() => deleteIds([item.id])}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="me-auto text-2xl font-bold">{t('notifications.title')}</h1>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={unread === 0}
          onClick={() => markAll.mutate(undefined, { onError: failed })}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {t('notifications.actions.markAllRead')}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={clearRead}>
          {t('notifications.actions.clearRead')}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm', 'text-red-700 dark:text-red-300')}
          disabled={items.length === 0}
          onClick={() => setConfirmingClear(true)}
        >
          {t('notifications.actions.clearAll')}
        </button>
      </div>

      <NotificationCounters
        counts={{ total, unread, read: Math.max(0, total - unread), pendingInvitations }}
      />

      <div className="flex flex-col gap-3">
        <NotificationTabs
          tab={tab}
          counts={counts}
          onChange={(next) => {
            setTab(next);
            setPicked(new Set());
          }}
        />
        {shown.length > 0 ? (
          <div className="flex min-h-11 flex-wrap items-center gap-3">
            <label className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={allShownPicked}
                onChange={toggleShown}
              />
              {t('notifications.actions.selectShown')}
            </label>
            {selected.length > 0 ? (
              <button
                type="button"
                className={buttonClass('danger', 'sm')}
                onClick={() => deleteIds(selected)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('notifications.actions.deleteSelected', { count: selected.length })}
              </button>
            ) : null}
          </div>
        ) : null}
        <div role="tabpanel" aria-label={t(`notifications.tabs.${tab}`)}>
          {content}
        </div>
        {list.hasNextPage ? (
          <button
            type="button"
            className={buttonClass('secondary', 'md', 'self-center')}
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t('notifications.loadingMore') : t('notifications.loadMore')}
          </button>
        ) : null}
      </div>

      <ClearReadDialog
        open={confirmingClearRead}
        count={readIds.length}
        onOpenChange={setConfirmingClearRead}
        onConfirm={() => {
          setConfirmingClearRead(false);
          deleteIds(readIds);
        }}
      />
      <ClearAllDialog
        open={confirmingClear}
        total={total}
        onOpenChange={setConfirmingClear}
        onConfirm={() => {
          setConfirmingClear(false);
          setPicked(new Set());
          removeAll.mutate(undefined, { onError: failed });
        }}
      />
    </div>
  );
}

/** The empty state: "All caught up!" with Create a Project and Invite Team Members. */
function CaughtUp() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-surface px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">
        <Bell aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{t('notifications.empty.title')}</h2>
      <p className="max-w-md text-sm text-fg-muted">{t('notifications.empty.body')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/dashboard/projects" className={buttonClass('primary', 'sm')}>
          {t('notifications.empty.createProject')}
        </Link>
        <Link to="/dashboard/team" className={buttonClass('secondary', 'sm')}>
          {t('notifications.empty.inviteTeam')}
        </Link>
      </div>
    </div>
  );
}
