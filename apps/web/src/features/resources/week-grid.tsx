import {
  WEEKDAY_KEYS,
  addDays,
  allocatedHours,
  availableHours,
} from '@crewline/shared/contracts/resources';
import { useTranslation } from 'react-i18next';
import type { Allocation, Resource } from '../../api/resources/resources-api.ts';
import { useResourceDates } from './use-resource-dates.ts';
import { TruncatedName } from '../../components/truncated-name.tsx';

const hours = (n: number) => String(Math.round(n * 100) / 100);

/**
 * Allocated hours per resource per day of one week (Monday first) against availability. An
 * over-allocated cell says so in words as well as in colour. The table scrolls inside its own
 * box, so a narrow screen never scrolls the page sideways.
 */
export function WeekGrid({
  monday,
  resources,
  allocations,
}: {
  monday: string;
  resources: readonly Resource[];
  allocations: ReadonlyMap<string, readonly Allocation[]>;
}) {
  const { t } = useTranslation();
  const dates = useResourceDates();
  const days = WEEKDAY_KEYS.map((key, i) => ({ key, day: addDays(monday, i) }));
  return (
    <div className="max-w-full overflow-x-auto rounded-lg border border-border" tabIndex={0}>
      <table className="min-w-full border-collapse text-sm">
        <caption className="sr-only">
          {t('resourcePlanning.grid.caption', {
            start: dates.day(monday),
            end: dates.day(addDays(monday, 6)),
          })}
        </caption>
        <thead>
          <tr className="bg-muted">
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('resourcePlanning.grid.resource')}
            </th>
            {days.map(({ key, day }) => (
              <th
                key={day}
                scope="col"
                className="px-3 py-2 text-start font-medium whitespace-nowrap"
              >
                <span className="block">{t(`resourcePlanning.weekdays.${key}`)}</span>
                <span className="block text-xs text-fg-muted">{dates.dayOfWeek(day)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {resources.map((resource) => {
            const booked = allocations.get(resource.id) ?? [];
            return (
              <tr key={resource.id} className="border-t border-border">
                <th scope="row" className="px-3 py-2 text-start font-medium whitespace-nowrap">
                  {/* A table cell grows to its content, so the name is cut inside a capped box. */}
                  <div className="max-w-48">
                    <TruncatedName name={resource.name} />
                  </div>
                </th>
                {days.map(({ day }) => {
                  const allocated = allocatedHours(booked, day);
                  const available = availableHours(resource.availability, day);
                  const over = allocated > available + 1e-9;
                  return (
                    <td
                      key={day}
                      data-over={over || undefined}
                      className={`px-3 py-2 whitespace-nowrap ${over ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200' : ''}`}
                    >
                      {t('resourcePlanning.grid.cell', {
                        allocated: hours(allocated),
                        available: hours(available),
                      })}
                      {over ? (
                        <span className="block text-xs font-semibold">
                          ⚠ {t('resourcePlanning.grid.over')}
                        </span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
