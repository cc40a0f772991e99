import { useCallback, useState } from 'react';

/** The three ways the dashboard shows projects and tasks. */
export const DASHBOARD_VIEWS = ['list', 'calendar', 'timeline'] as const;

/** One of the dashboard's views. */
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

const STORAGE_KEY = 'dashboard_view';

function storedView(): DashboardView {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return (DASHBOARD_VIEWS as readonly string[]).includes(value ?? '')
      ? (value as DashboardView)
      : 'list';
  } catch {
    return 'list';
  }
}

/** The chosen dashboard view, remembered across visits (List the first time). */
export function useDashboardView(): [DashboardView, (view: DashboardView) => void] {
  const [view, setView] = useState<DashboardView>(storedView);
  const change = useCallback((next: DashboardView) => {
    setView(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode may refuse storage; the choice still applies for this visit.
    }
  }, []);
  return [view, change];
}
