import { WEEKDAY_KEYS } from '@crewline/shared/contracts/resources';
import { useTranslation } from 'react-i18next';
import type { Allocation, Resource } from '../../api/resources/resources-api.ts';
import { useDeleteAllocation, useDeleteResource } from '../../api/resources/use-resources.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { useResourceDates } from './use-resource-dates.ts';
import { TruncatedName } from '../../components/truncated-name.tsx';

/** The resource's availability as saved: its window (open sides said in words) and its hours. */
function AvailabilityText({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const dates = useResourceDates();
  const { start_date: start, end_date: end, hours_per_day: hours } = resource.availability;
  const window =
    start && end
      ? t('resourcePlanning.availability.between', {
          start: dates.day(start),
          end: dates.day(end),
        })
      : start
        ? t('resourcePlanning.availability.from', { start: dates.day(start) })
        : end
          ? t('resourcePlanning.availability.until', { end: dates.day(end) })
          : t('resourcePlanning.availability.always');
  const week = WEEKDAY_KEYS.map((key) =>
    t('resourcePlanning.availability.day', {
      day: t(`resourcePlanning.weekdays.${key}`),
      hours: hours[key],
    }),
  ).join(' · ');
  return (
    <p className="mt-1 text-sm text-fg-muted">
      {window}
      <span className="block">{week}</span>
    </p>
  );
}

/** Each resource with its allocations; planners get edit and delete beside each. */
export function ResourceList({
  projectId,
  resources,
  allocations,
  canManage,
  onEditResource,
  onEditAllocation,
}: {
  projectId: string;
  resources: readonly Resource[];
  allocations: ReadonlyMap<string, readonly Allocation[]>;
  canManage: boolean;
  onEditResource: (resource: Resource) => void;
  onEditAllocation: (allocation: Allocation) => void;
}) {
  const { t } = useTranslation();
  const dates = useResourceDates();
  const removeResource = useDeleteResource(projectId);
  const removeAllocation = useDeleteAllocation(projectId);
  return (
    <ul className="flex flex-col gap-3">
      {resources.map((resource) => {
        const booked = allocations.get(resource.id) ?? [];
        return (
          <li key={resource.id} className="rounded-lg border border-border p-3">
            <div className="flex flex-wrap items-center gap-2">
              <TruncatedName as="h3" name={resource.name} className="font-semibold" />
              <span className="text-sm text-fg-muted">
                {t(`resourcePlanning.types.${resource.type}`)}
              </span>
              {canManage ? (
                <span className="ms-auto flex gap-2">
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    onClick={() => onEditResource(resource)}
                  >
                    {t('resourcePlanning.actions.editResource', { name: resource.name })}
                  </button>
                  <button
                    type="button"
                    className={buttonClass('danger', 'sm')}
                    onClick={() => {
                      const question = t('resourcePlanning.actions.confirmDelete', {
                        name: resource.name,
                      });
                      if (window.confirm(question)) removeResource.mutate(resource.id);
                    }}
                  >
                    {t('resourcePlanning.actions.deleteResource', { name: resource.name })}
                  </button>
                </span>
              ) : null}
            </div>
            <AvailabilityText resource={resource} />
            <h4 className="mt-2 text-sm font-medium">{t('resourcePlanning.allocations.title')}</h4>
            {booked.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('resourcePlanning.allocations.none')}</p>
            ) : (
              <ul className="flex flex-col gap-1 text-sm">
                {booked.map((allocation) => {
                  const range = t('resourcePlanning.allocations.range', {
                    start: dates.day(allocation.start_date),
                    end: dates.day(allocation.end_date),
                    hours: allocation.hours_per_day,
                  });
                  return (
                    <li key={allocation.id} className="flex flex-wrap items-center gap-2">
                      <span>
                        {range}
                        {allocation.note ? ` — ${allocation.note}` : ''}
                      </span>
                      {canManage ? (
                        <span className="ms-auto flex gap-2">
                          <button
                            type="button"
                            className={buttonClass('ghost', 'sm')}
                            onClick={() => onEditAllocation(allocation)}
                          >
                            {t('resourcePlanning.allocations.edit', { range })}
                          </button>
                          <button
                            type="button"
                            className={buttonClass('ghost', 'sm')}
                            onClick={() =>
                              removeAllocation.mutate({
                                resourceId: resource.id,
                                allocationId: allocation.id,
                              })
                            }
                          >
                            {t('resourcePlanning.allocations.delete', { range })}
                          </button>
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
