import { CheckSquare, FolderKanban, Inbox, Settings, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth/use-auth.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { Greeting } from './greeting.tsx';

const SHORTCUTS: {
  key: 'projects' | 'tasks' | 'inbox' | 'settings';
  to: string;
  icon: LucideIcon;
}[] = [
  { key: 'projects', to: '/dashboard/projects', icon: FolderKanban },
  { key: 'tasks', to: '/dashboard/tasks', icon: CheckSquare },
  { key: 'inbox', to: '/dashboard/inbox', icon: Inbox },
  { key: 'settings', to: '/dashboard/settings', icon: Settings },
];

/** The dashboard overview: greeting and the way into each area (projects and tasks views follow). */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { date } = useFormatters();
  useDocumentTitle(t('dashboard.title'));
  const now = new Date();
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-1">
        <Greeting name={user?.name} now={now} />
        <p className="text-sm text-fg-muted">
          {t('dashboard.today', { date: date(now, { dateStyle: 'full' }) })}
        </p>
      </div>
      <section>
        <h2 className="mb-3 text-lg font-semibold">{t('dashboard.shortcutsTitle')}</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SHORTCUTS.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-5 transition-colors hover:border-primary"
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="font-semibold">{t(`shell.${key}`)}</span>
                <span className="text-sm text-fg-muted">{t(`dashboard.shortcuts.${key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
