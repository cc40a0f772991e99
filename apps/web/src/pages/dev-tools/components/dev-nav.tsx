import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

// The five developer pages and the realtime page they complement.
const PAGES = [
  { to: '/api-test', key: 'apiTest' },
  { to: '/tasks-test', key: 'tasksTest' },
  { to: '/messaging-test', key: 'messagingTest' },
  { to: '/thread-visibility-test', key: 'threadVisibilityTest' },
  { to: '/message-debug-test', key: 'messageDebugTest' },
  { to: '/dashboard/realtime-test', key: 'realtimeTest' },
] as const;

/** Links between the developer pages. */
export function DevNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('devPages.nav.label')}>
      <ul className="flex flex-wrap gap-1.5">
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              className={({ isActive }) =>
                `inline-flex min-h-9 items-center rounded-full border px-3 text-sm ${
                  isActive
                    ? 'border-primary bg-primary text-primary-fg'
                    : 'border-border bg-surface hover:bg-muted'
                }`
              }
            >
              {t(`devPages.nav.${page.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
