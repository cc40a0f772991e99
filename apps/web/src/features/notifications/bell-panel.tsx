import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  flattenPages,
  totalCountOf,
  unreadCountOf,
} from '../../api/notifications/notification-cache.ts';
import type { AppNotification } from '../../api/notifications/types.ts';
import { useMarkAllNotificationsRead } from '../../api/notifications/use-mark-all-notifications-read.ts';
import { useNotifications } from '../../api/notifications/use-notifications.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { countByTab, inTab, type NotificationTab } from './notification-filters.ts';
import { NotificationRow } from './notification-row.tsx';
import { NotificationTabs } from './notification-tabs.tsx';
import { useNotificationTime } from './notification-time.ts';
import { useOpenNotification } from './use-open-notification.ts';

/** How many of the newest notifications the bell lists; the page has the rest. */
const BELL_LIST_SIZE = 10;

/**
 * The bell's dropdown: the newest notifications with the filter tabs, Mark all
 * read, and a link to the page. `onClose` closes the dropdown (after following a link).
 */
export function BellPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const list = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification();
  const ago = useNotificationTime();
  const [tab, setTab] = useState<NotificationTab>('all');
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);

  // Accepting an invitation opens its project a second later: the dropdown goes with the page.
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);

  const items = flattenPages(list.data);
  const unread = unreadCountOf(list.data);
  const counts = {
    ...countByTab(items),
    all: Math.max(totalCountOf(list.data), items.length),
    unread,
  };
  const shown = items.filter((item) => inTab(item, tab)).slice(0, BELL_LIST_SIZE);
  const open = (notification: AppNotification) => {
    openNotification(notification);
    if (notification.link) onClose();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <h2 className="me-auto font-semibold">{t('notifications.bell.heading')}</h2>
        <button
          type="button"
          className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-primary hover:bg-muted disabled:opacity-50"
          disabled={unread === 0}
          onClick={() =>
            markAll.mutate(undefined, {
              onError: () => toast.error(t('notifications.actionFailed')),
            })
          }
        >
          {t('notifications.bell.markAllRead')}
        </button>
      </div>
      <NotificationTabs tab={tab} counts={counts} onChange={setTab} compact />
      <div className="max-h-[min(24rem,60dvh)] overflow-y-auto overscroll-contain">
        {list.isPending ? (
          <p className="py-6 text-center text-sm text-fg-muted">{t('notifications.loading')}</p>
        ) : list.isError ? (
          <p className="py-6 text-center text-sm text-fg-muted">{t('notifications.loadFailed')}</p>
        ) : items.length === 0 ? (
          <div className="py-6 text-center">
            <p className="text-sm font-medium">{t('notifications.bell.empty')}</p>
            <p className="mt-1 text-sm text-fg-muted">{t('notifications.bell.emptyBody')}</p>
          </div>
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-fg-muted">
            {t(`notifications.emptyFilter.${tab}`)}
          </p>
        ) : (
          <ul className="flex flex-col gap-1">
            {shown.map((item) => (
              <NotificationRow
                key={item.id}
                notification={item}
                ago={ago(item.created_at)}
                onOpen={open}
                compact
              />
            ))}
          </ul>
        )}
      </div>
      <Link
        to="/dashboard/notifications"
        onClick={onClose}
        className="inline-flex min-h-11 items-center text-sm font-medium text-primary"
      >
        {t('notifications.bell.viewAll')}
      </Link>
    </div>
  );
}
