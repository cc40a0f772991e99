import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { NOTIFICATION_TABS, type NotificationTab } from './notification-filters.ts';

type NotificationTabsProps = {
  tab: NotificationTab;
  counts: Record<NotificationTab, number>;
  onChange: (tab: NotificationTab) => void;
  /** The bell's smaller, scrolling row. */
  compact?: boolean;
};

/** The filter tabs All, Unread, Mentions, Invitations, Tasks and System, each with its count. */
export function NotificationTabs({
  tab,
  counts,
  onChange,
  compact = false,
}: NotificationTabsProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return (
    <div
      role="tablist"
      aria-label={t('notifications.tabsLabel')}
      className={`flex gap-1 overflow-x-auto ${compact ? '-mx-1 px-1 pb-1' : 'pb-1'}`}
    >
      {NOTIFICATION_TABS.map((key) => {
        const selected = key === tab;
        return (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => onChange(key)}
            className={`inline-flex shrink-0 items-center gap-1.5 rounded-lg px-3 font-medium whitespace-nowrap transition-colors ${
              compact ? 'min-h-9 text-xs' : 'min-h-11 text-sm'
            } ${selected ? 'bg-primary text-primary-fg' : 'text-fg-muted hover:bg-muted'}`}
          >
            {t(`notifications.tabs.${key}`)}
            <span
              className={`rounded-full px-1.5 text-xs leading-5 tabular-nums ${
                selected ? 'bg-primary-fg/20' : 'bg-muted'
              }`}
            >
              {number(counts[key])}
            </span>
          </button>
        );
      })}
    </div>
  );
}
