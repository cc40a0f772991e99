import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '../../api/notifications/types.ts';
import { iconButtonClass } from '../../components/button-styles.ts';
import { InvitationActions } from './invitation-actions.tsx';
import { isInvitation } from './notification-filters.ts';
import { NotificationIcon } from './notification-icon.tsx';
import { useWordedNotification } from './worded-notification.ts';

type NotificationRowProps = {
  notification: AppNotification;
  /** The relative time to show ("5m ago"). */
  ago: string;
  onOpen: (notification: AppNotification) => void;
  /** The bell's denser rows. */
  compact?: boolean;
  /** The page's selection checkbox. */
  selection?: { selected: boolean; onToggle: () => void };
  onDelete?: () => void;
};

/** A data export's download link, only ever this server's own export route. */
function exportDownloadOf(notification: NotificationRowProps['notification']): string | null {
  const url = notification.metadata.download_url;
  return typeof url === 'string' && url.startsWith('/api/auth/export/') ? url : null;
}

/**
 * One notification: type icon, title, message and age, unread marked. Clicking opens it (read,
 * then its link); an invitation also carries Accept and Decline in place.
 */
export function NotificationRow({
  notification: stored,
  ago,
  onOpen,
  compact = false,
  selection,
  onDelete,
}: NotificationRowProps) {
  const { t } = useTranslation();
  // Shown in the interface's language; opening and answering get the notification as stored.
  const notification = useWordedNotification(stored);
  const invitation = isInvitation(notification);
  const downloadUrl = exportDownloadOf(notification);
  const body = (
    <>
      <span className="flex items-baseline gap-2">
        <span
          dir="auto"
          className={`min-w-0 flex-1 [overflow-wrap:anywhere] ${notification.read ? 'font-medium' : 'font-semibold'}`}
        >
          {notification.title}
        </span>
        <span className="shrink-0 text-xs text-fg-muted">{ago}</span>
      </span>
      {notification.message ? (
        <span
          dir="auto"
          className={`block text-sm [overflow-wrap:anywhere] whitespace-pre-line text-fg-muted ${compact ? 'line-clamp-2' : 'line-clamp-3'}`}
        >
          {notification.message}
        </span>
      ) : null}
      {notification.read ? null : (
        <span className="sr-only">{t('notifications.unreadMarker')}</span>
      )}
    </>
  );

  return (
    <li
      className={`flex items-start gap-3 rounded-xl p-3 ${
        notification.read ? 'bg-surface' : 'bg-primary-soft/40'
      } ${compact ? '' : 'border border-border'}`}
    >
      {selection ? (
        <input
          type="checkbox"
          className="mt-2.5 size-5 shrink-0 accent-primary"
          checked={selection.selected}
          onChange={selection.onToggle}
          aria-label={t('notifications.actions.select', { title: notification.title })}
        />
      ) : null}
      {/* On a phone the page's checkbox and delete button need the room more than the icon. */}
      <span className={selection ? 'hidden sm:contents' : 'contents'}>
        <NotificationIcon type={notification.notification_type} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {/* An invitation opens its own page too, where it is shown whole and can be answered. */}
        <button
          type="button"
          onClick={() => onOpen(stored)}
          className="flex min-h-11 flex-col gap-0.5 rounded-lg text-start outline-offset-2 hover:opacity-90"
        >
          {body}
        </button>
        {invitation ? <InvitationActions notification={stored} compact={compact} /> : null}
        {downloadUrl ? (
          <a
            href={downloadUrl}
            download
            className="self-start text-sm font-medium text-primary underline"
          >
            {t('notifications.download')}
          </a>
        ) : null}
      </div>
      {notification.read ? null : (
        <span aria-hidden="true" className="mt-3 size-2 shrink-0 rounded-full bg-primary" />
      )}
      {onDelete ? (
        <button
          type="button"
          className={iconButtonClass('shrink-0')}
          onClick={onDelete}
          aria-label={t('notifications.actions.delete', { title: notification.title })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </li>
  );
}
