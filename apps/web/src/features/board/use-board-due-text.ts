import {
  dueLabel,
  formatCalendarDay,
  type DueInput,
  type DueLabelKind,
} from '@crewline/shared/domain/due-labels';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters.ts';

// Read once: building a DateTimeFormat per card per render is measurable on a 2,000-card board.
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A board due label ready to show: its kind (for colour) and its words. */
type BoardDueText = { kind: DueLabelKind; text: string };

/**
 * The board flavour of the due label (Overdue, Today, Tomorrow, "Nd" up to 7 days,
 * else a local date), translated. The rule itself lives in @crewline/shared.
 */
export function useBoardDueText() {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  return useCallback(
    (due: DueInput, status: string, now: Date): BoardDueText | null => {
      const clock = { now, timeZone: TIME_ZONE };
      const label = dueLabel(due, clock, status);
      if (label === null) return null;
      switch (label.kind) {
        case 'overdue':
          return { kind: label.kind, text: t('tasks.due.overdue') };
        case 'today':
          return { kind: label.kind, text: t('tasks.due.today') };
        case 'tomorrow':
          return { kind: label.kind, text: t('tasks.due.tomorrow') };
        case 'in_days':
          return { kind: label.kind, text: t('tasks.due.days', { count: label.days }) };
        case 'date':
          return { kind: label.kind, text: formatCalendarDay(label.date, 'board', locale) };
      }
    },
    [t, locale],
  );
}
