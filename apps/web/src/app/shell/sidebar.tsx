import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { SIDEBAR_BADGE_CAP } from '@crewline/shared/limits';
import {
  BarChart3,
  Bell,
  CheckSquare,
  ChevronsLeft,
  ChevronsRight,
  Files,
  FolderKanban,
  GraduationCap,
  Home,
  Inbox,
  LayoutDashboard,
  LogOut,
  Settings,
  Users,
  type LucideIcon,
  Map as MapIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar.tsx';
import { formatBadgeCount } from '../../components/format-badge-count.ts';
import { Logo } from '../../components/logo.tsx';
import { UnreadBadge } from '../../components/unread-badge.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';
import { useSignOut } from './use-sign-out.ts';
import { useUnreadCounts } from './use-unread-counts.ts';
import { TruncatedName } from '../../components/truncated-name.tsx';

type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean; badge?: number };

const itemClass = (collapsed: boolean) => (state: { isActive: boolean }) =>
  `relative flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ${
    collapsed ? 'justify-center' : ''
  } ${state.isActive ? 'bg-primary-soft text-primary-soft-fg' : 'text-fg-muted hover:bg-muted hover:text-fg'}`;

/** The dashboard sidebar: main links, inbox badge, Back to Home and the profile menu. */
export function Sidebar() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { collapsed, toggle } = useSidebarCollapsed();
  const { inbox, notifications } = useUnreadCounts();
  const logout = useSignOut('/auth/login');

  const items: NavItem[] = [
    { to: '/dashboard', label: t('shell.dashboard'), icon: LayoutDashboard, end: true },
    { to: '/dashboard/projects', label: t('shell.projects'), icon: FolderKanban },
    { to: '/dashboard/tasks', label: t('shell.tasks'), icon: CheckSquare },
    { to: '/dashboard/files', label: t('shell.files'), icon: Files },
    { to: '/dashboard/team', label: t('shell.team'), icon: Users },
    { to: '/dashboard/data-visualization', label: t('shell.dataVisualization'), icon: BarChart3 },
    { to: '/dashboard/roadmaps', label: t('shell.roadmaps'), icon: MapIcon },
    { to: '/dashboard/mentorship', label: t('shell.mentorship'), icon: GraduationCap },
    { to: '/dashboard/inbox', label: t('shell.inbox'), icon: Inbox, badge: inbox },
    {
      to: '/dashboard/notifications',
      label: t('shell.notifications'),
      icon: Bell,
      badge: notifications,
    },
  ];
  const CollapseIcon = collapsed ? ChevronsRight : ChevronsLeft;
  // A collapsed link shows only its icon and badge: the name carries the badge's number (2.5.3).
  const collapsedLabel = (item: NavItem) => {
    const badge = formatBadgeCount(item.badge ?? 0, SIDEBAR_BADGE_CAP);
    return badge ? t('shell.withUnread', { label: item.label, badge }) : item.label;
  };

  return (
    <aside
      className={`sticky top-0 hidden h-dvh shrink-0 flex-col border-e border-border bg-surface transition-[width] md:flex ${
        collapsed ? 'w-[4.5rem]' : 'w-64'
      }`}
    >
      <div
        className={`flex h-16 items-center border-b border-border px-3 ${collapsed ? 'justify-center' : ''}`}
      >
        <Logo to="/dashboard" compact={collapsed} />
      </div>
      <nav aria-label={t('shell.primaryNavigation')} className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                className={itemClass(collapsed)}
                title={collapsed ? item.label : undefined}
                aria-label={collapsed ? collapsedLabel(item) : undefined}
              >
                <item.icon aria-hidden="true" className="size-5 shrink-0" />
                {collapsed ? null : <span className="flex-1 truncate">{item.label}</span>}
                {item.badge ? (
                  <UnreadBadge
                    count={item.badge}
                    cap={SIDEBAR_BADGE_CAP}
                    className={collapsed ? 'absolute -top-1 -end-1' : ''}
                  />
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="my-3 h-px bg-border" />
        <NavLink
          to="/"
          className={itemClass(collapsed)({ isActive: false })}
          title={collapsed ? t('shell.backToHome') : undefined}
          aria-label={collapsed ? t('shell.backToHome') : undefined}
        >
          <Home aria-hidden="true" className="size-5 shrink-0" />
          {collapsed ? null : <span>{t('shell.backToHome')}</span>}
        </NavLink>
      </nav>
      <div className="flex flex-col gap-1 border-t border-border p-3">
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <button
              type="button"
              className={`flex min-h-11 w-full items-center gap-3 rounded-lg px-2 text-start hover:bg-muted ${collapsed ? 'justify-center' : ''}`}
              aria-label={t('shell.accountMenu', {
                name: user?.name ?? '',
                email: user?.email ?? '',
              })}
            >
              <Avatar name={user?.name} src={user?.avatar_small ?? user?.avatar} size="sm" />
              {collapsed ? null : (
                <span className="min-w-0 flex-1">
                  <TruncatedName name={user?.name ?? ''} className="text-sm font-medium" />
                  <span className="block truncate text-xs text-fg-muted">{user?.email}</span>
                </span>
              )}
            </button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              side="top"
              align="start"
              sideOffset={6}
              className="z-50 min-w-52 rounded-xl border border-border bg-surface p-1 text-fg shadow-lg"
            >
              <DropdownMenu.Item
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-muted"
                onSelect={() => navigate('/dashboard/settings')}
              >
                <Settings aria-hidden="true" className="size-4" />
                {t('shell.settings')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-muted"
                onSelect={() => void logout()}
              >
                <LogOut aria-hidden="true" className="size-4 rtl:rotate-180" />
                {t('shell.logout')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
          title={collapsed ? t('shell.expand') : t('shell.collapse')}
          className={`flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm text-fg-muted hover:bg-muted hover:text-fg ${collapsed ? 'justify-center' : ''}`}
        >
          <CollapseIcon aria-hidden="true" className="size-5 shrink-0 rtl:rotate-180" />
          {collapsed ? null : <span>{t('shell.collapse')}</span>}
        </button>
      </div>
    </aside>
  );
}
