import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Popover from '@radix-ui/react-popover';
import { Bell, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar.tsx';
import { iconButtonClass } from '../../components/button-styles.ts';
import { formatBadgeCount } from '../../components/format-badge-count.ts';
import { UnreadBadge } from '../../components/unread-badge.tsx';
import { BellPanel } from '../../features/notifications/bell-panel.tsx';
import { NotificationCentreHost } from '../../features/notifications/notification-centre-host.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { QueryProvider } from '../query/query-provider.tsx';
import { useSignOut } from './use-sign-out.ts';
import { useUnreadCounts } from './use-unread-counts.ts';
import { TruncatedName } from '../../components/truncated-name.tsx';

const menuClass =
  'z-50 min-w-56 rounded-xl border border-border bg-surface p-1 text-fg shadow-lg data-[state=open]:animate-toast-in';
const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-muted';

/** The signed-in header controls: the notification bell and the user menu. */
export function HeaderMenus({ homeMode = false }: { homeMode?: boolean }) {
  // The public header renders these outside the dashboard shell, so they bring their own client.
  return (
    <QueryProvider>
      <HeaderMenuButtons homeMode={homeMode} />
    </QueryProvider>
  );
}

function HeaderMenuButtons({ homeMode }: { homeMode: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const signOut = useSignOut('/');
  const { notifications } = useUnreadCounts();
  const [bellOpen, setBellOpen] = useState(false);
  const closeBell = useCallback(() => setBellOpen(false), []);
  // The badge's number is visible text, so the name carries it too (WCAG 2.5.3).
  const badge = formatBadgeCount(notifications);
  const bellLabel = badge
    ? t('shell.withUnread', { label: t('shell.bell'), badge })
    : t('shell.bell');

  return (
    <div className="flex items-center gap-1">
      <Popover.Root open={bellOpen} onOpenChange={setBellOpen}>
        <Popover.Trigger asChild>
          <button type="button" className={iconButtonClass('relative')} aria-label={bellLabel}>
            <Bell aria-hidden="true" className="size-5" />
            <UnreadBadge count={notifications} className="absolute -top-0.5 -end-0.5" />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className={`${menuClass} w-[min(24rem,calc(100vw-1rem))] p-3`}
          >
            <BellPanel onClose={closeBell} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>

      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1.5 hover:bg-muted"
            aria-label={t('shell.accountMenu', {
              name: user?.name ?? '',
              email: user?.email ?? '',
            })}
          >
            <Avatar name={user?.name} src={user?.avatar} />
            {homeMode ? null : (
              <span className="hidden max-w-40 min-w-0 lg:block">
                <TruncatedName name={user?.name ?? ''} className="text-sm font-medium" />
              </span>
            )}
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className={menuClass}>
            <div className="px-3 py-2">
              <TruncatedName as="p" name={user?.name ?? ''} className="text-sm font-semibold" />
              <p className="truncate text-xs text-fg-muted">{user?.email}</p>
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => navigate('/dashboard/settings')}
            >
              <Settings aria-hidden="true" className="size-4" />
              {t('shell.settings')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/dashboard')}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              {t('shell.dashboard')}
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
              <LogOut aria-hidden="true" className="size-4 rtl:rotate-180" />
              {t('shell.signOut')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <NotificationCentreHost />
    </div>
  );
}
