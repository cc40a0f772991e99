import { CalendarDays, GanttChart, List, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_VIEWS, type DashboardView } from '../hooks/use-dashboard-view.ts';

const ICONS: Record<DashboardView, LucideIcon> = {
  list: List,
  calendar: CalendarDays,
  timeline: GanttChart,
};

/** The List / Calendar / Timeline switch, a group of pressed-state buttons. */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: DashboardView;
  onChange: (view: DashboardView) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('overview.views.label')}
      className="flex w-full rounded-xl border border-border bg-muted p-1 sm:w-auto sm:self-start"
    >
      {DASHBOARD_VIEWS.map((option) => {
        const Icon = ICONS[option];
        const active = option === view;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option)}
            className={`inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-2 text-sm font-medium whitespace-nowrap sm:px-4 transition-colors sm:flex-none ${
              active ? 'bg-surface text-fg shadow-sm' : 'text-fg-muted hover:text-fg'
            }`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(`overview.views.${option}`)}
          </button>
        );
      })}
    </div>
  );
}
