import {
  CheckSquare,
  Files,
  FolderKanban,
  Home,
  Inbox,
  LayoutDashboard,
  MessagesSquare,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { UnreadBadge } from '../../components/unread-badge.tsx';
import {
  bottomBarItems,
  projectIdFromPath,
  type BottomBarItem,
  type BottomBarKey,
} from './bottom-bar-items.ts';
import { useUnreadCounts } from './use-unread-counts.ts';

const ICONS: Record<BottomBarKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  projects: FolderKanban,
  files: Files,
  inbox: Inbox,
  settings: Settings,
  home: Home,
  tasks: CheckSquare,
  team: Users,
  chat: MessagesSquare,
};

function isActive(item: BottomBarItem, pathname: string, search: string): boolean {
  const [path, query] = item.to.split('?');
  if (query) return pathname === path && search.includes(query);
  if (item.key === 'home') return pathname === path && !search.includes('tab=chat');
  if (item.key === 'dashboard') return pathname === path;
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The mobile bottom bar; switches to the project's links inside a project. */
export function BottomBar() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { inbox, projectChat } = useUnreadCounts();
  const projectId = projectIdFromPath(pathname);
  const items = bottomBarItems(projectId);

  const label = (key: BottomBarKey) =>
    projectId
      ? t(`shell.project.${key as 'home' | 'tasks' | 'team' | 'chat' | 'settings'}`)
      : t(`shell.${key as 'dashboard' | 'projects' | 'tasks' | 'files' | 'inbox' | 'settings'}`);
  const badge = (key: BottomBarKey) => (key === 'inbox' ? inbox : key === 'chat' ? projectChat : 0);

  return (
    <nav
      aria-label={t('shell.mobileNavigation')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex">
        {items.map((item) => {
          const Icon = ICONS[item.key];
          const active = isActive(item, pathname, search);
          return (
            <li key={item.key} className="flex-1">
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={`relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-[0.7rem] font-medium ${
                  active ? 'text-primary' : 'text-fg-muted'
                }`}
              >
                <span className="relative">
                  <Icon aria-hidden="true" className="size-5" />
                  <UnreadBadge count={badge(item.key)} className="absolute -top-2 -end-3" />
                </span>
                {/* Six links share a phone's width: a long word is cut, its full name stays. */}
                <span className="max-w-full truncate px-0.5">{label(item.key)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
