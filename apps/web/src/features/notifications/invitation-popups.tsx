import { UserPlus, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppNotification } from '../../api/notifications/types.ts';
import { iconButtonClass } from '../../components/button-styles.ts';
import { InvitationActions } from './invitation-actions.tsx';
import { isInvitation } from './notification-filters.ts';
import { useAutoDismiss } from './use-auto-dismiss.ts';
import { useNewArrivals } from './use-new-arrivals.ts';
import { useQuietNow } from './use-quiet-now.ts';
import { useWordedNotification } from './worded-notification.ts';

/** The invitation pop-up dismisses itself after 8 s (paused while hovered). */
const INVITATION_POPUP_MS = 8_000;

function InvitationPopup({
  notification,
  onDismiss,
}: {
  notification: AppNotification;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const worded = useWordedNotification(notification);
  const { pause, resume } = useAutoDismiss(INVITATION_POPUP_MS, onDismiss);
  return (
    <section
      aria-label={t('notifications.popup.label')}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) resume();
      }}
      className="pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] animate-toast-in items-start gap-3 rounded-xl border border-emerald-500/40 bg-surface p-4 text-fg shadow-lg"
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300"
      >
        <UserPlus className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <p className="font-semibold">{t('notifications.popup.title')}</p>
          <p dir="auto" className="text-sm break-words whitespace-pre-line text-fg-muted">
            {worded.message || worded.title}
          </p>
        </div>
        <InvitationActions notification={notification} compact />
        <Link
          to="/dashboard/notifications"
          onClick={onDismiss}
          className="inline-flex min-h-11 items-center text-sm font-medium text-primary"
        >
          {t('notifications.popup.view')}
        </Link>
      </div>
      <button
        type="button"
        className={iconButtonClass('-me-2 -mt-2 shrink-0')}
        onClick={onDismiss}
        aria-label={t('notifications.popup.dismiss')}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}

/**
 * Pops up each unread invitation notification newer than 2 minutes, where it can be
 * answered at once; not during the user's quiet hours. Its quiet sound comes from
 * useBrowserNotifications, which rings once per arrival.
 */
export function InvitationPopups() {
  const [shown, setShown] = useState<AppNotification[]>([]);
  const isQuiet = useQuietNow();
  const arrive = useCallback(
    (notification: AppNotification) => {
      // Quiet hours hold the pop-up and its sound back; the notification stays in the list.
      if (isQuiet?.()) return;
      setShown((current) => [...current, notification]);
    },
    [isQuiet],
  );
  useNewArrivals('invitation-popup', isInvitation, isQuiet ? arrive : null);
  if (shown.length === 0) return null;
  // A portal: the header's backdrop blur would otherwise be the fixed box's containing block.
  return createPortal(
    <div
      aria-live="polite"
      className="pointer-events-none fixed end-4 bottom-20 z-50 flex flex-col items-end gap-2 md:bottom-4"
    >
      {shown.map((notification) => (
        <InvitationPopup
          key={notification.id}
          notification={notification}
          onDismiss={() =>
            setShown((current) => current.filter((item) => item.id !== notification.id))
          }
        />
      ))}
    </div>,
    document.body,
  );
}
