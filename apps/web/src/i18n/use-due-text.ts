import type { Clock } from '@crewline/shared/domain/calendar-day';
import { dueLabel, type DueInput, type DueLabelKind } from '@crewline/shared/domain/due-labels';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from './local-days.ts';
import { useFormatters } from './use-formatters.ts';

/** A due label ready to show: its kind (for colour) and its words in the interface language. */
export type DueText = { kind: DueLabelKind; text: string };

/**
 * The dashboard flavour of the due label (overdue, due today, due tomorrow, due in N
 * days up to 7, otherwise a date), translated. The rule itself lives in @crewline/shared.
 */
export function useDueText() {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  return useCallback(
    (due: DueInput, status: string | null | undefined, clock: Clock): DueText | null => {
      const label = dueLabel(due, clock, status);
      if (label === null) return null;
      switch (label.kind) {
        case 'overdue':
          return { kind: label.kind, text: t('dueLabel.overdue') };
        case 'today':
          return { kind: label.kind, text: t('dueLabel.today') };
        case 'tomorrow':
          return { kind: label.kind, text: t('dueLabel.tomorrow') };
        case 'in_days':
          return { kind: label.kind, text: t('dueLabel.in_days', { count: label.days }) };
        case 'date':
          return {
            kind: label.kind,
            text: t('dueLabel.date', { date: formatDay(label.date, locale) }),
          };
      }
    },
    [t, locale],
  );
}
