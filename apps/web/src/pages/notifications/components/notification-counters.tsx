import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../i18n/use-formatters.ts';

type Counts = { total: number; unread: number; read: number; pendingInvitations: number };

/** The header counters: Total, Unread, Read and Pending Invitations. */
export function NotificationCounters({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const items = [
    ['total', counts.total],
    ['unread', counts.unread],
    ['read', counts.read],
    ['pendingInvitations', counts.pendingInvitations],
  ] as const;
  return (
    <dl
      aria-label={t('notifications.counters.label')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-4"
    >
      {items.map(([key, value]) => (
        <div key={key} className="rounded-xl border border-border bg-surface p-3">
          <dt className="text-xs font-medium text-fg-muted">
            {t(`notifications.counters.${key}`)}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid={`counter-${key}`}>
            {number(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
