import { useTranslation } from 'react-i18next';
import { formatBadgeCount } from './format-badge-count.ts';

type UnreadBadgeProps = { count: number; cap?: number; className?: string };

/** A red count pill ("99+" above the cap); renders nothing at zero. */
export function UnreadBadge({ count, cap, className = '' }: UnreadBadgeProps) {
  const { t } = useTranslation();
  const text = formatBadgeCount(count, cap);
  if (!text) return null;
  return (
    <span
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white ${className}`}
    >
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{t('shell.unread', { count })}</span>
    </span>
  );
}
