import {
  AlertTriangle,
  AtSign,
  Bell,
  ClipboardCheck,
  Clock,
  GraduationCap,
  MessageSquare,
  RefreshCw,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationType } from '../../api/notifications/types.ts';

const ICONS: Record<NotificationType, { icon: LucideIcon; className: string }> = {
  mention: { icon: AtSign, className: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300' },
  comment: {
    icon: MessageSquare,
    className: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300',
  },
  deadline: {
    icon: Clock,
    className: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  },
  project_invitation: {
    icon: UserPlus,
    className: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  },
  task_assigned: {
    icon: ClipboardCheck,
    className: 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  },
  urgent: {
    icon: AlertTriangle,
    className: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
  },
  update: { icon: RefreshCw, className: 'bg-muted text-fg-muted' },
  system: { icon: Bell, className: 'bg-muted text-fg-muted' },
  mentorship: {
    icon: GraduationCap,
    className: 'bg-teal-100 text-teal-700 dark:bg-teal-950 dark:text-teal-300',
  },
};

/** The round icon of a notification's type (decorative: the type is also said in text). */
export function NotificationIcon({ type }: { type: NotificationType }) {
  const { icon: Icon, className } = ICONS[type] ?? ICONS.system;
  return (
    <span
      aria-hidden="true"
      className={`flex size-9 shrink-0 items-center justify-center rounded-full ${className}`}
    >
      <Icon className="size-4" />
    </span>
  );
}
