import { mondayOf } from '@crewline/shared/contracts/resources';
import { todayFor } from '@crewline/shared/domain/calendar-day';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../api/projects/types.ts';
import { useMembers } from '../../api/members/use-members.ts';
import type { Allocation, Resource } from '../../api/resources/resources-api.ts';
import { useResourcePlan } from '../../api/resources/use-resources.ts';
import { useProjectTasks } from '../../api/tasks/use-project-tasks.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { browserClock } from '../../i18n/local-days.ts';
import { AllocationForm } from '../../features/resources/allocation-form.tsx';
import { ResourceForm } from '../../features/resources/resource-form.tsx';
import { ResourceList } from '../../features/resources/resource-list.tsx';
import { ResourceWeekNav } from '../../features/resources/resource-week-nav.tsx';
import { WeekGrid } from '../../features/resources/week-grid.tsx';
import { WorkloadList } from '../../features/resources/workload-list.tsx';

type Editor =
  { kind: 'resource'; editing?: Resource } | { kind: 'allocation'; editing?: Allocation } | null;

// The Monday of the viewer's own week (their calendar day, not UTC's).
const thisMonday = () => mondayOf(todayFor(browserClock()));

// docs/PRODUCT.md, Roles: the owner and managers plan; every other member reads.
const PLANNERS = new Set(['owner', 'manager']);

/** The project's Resources tab: week grid, resources and allocations, and team workload. */
export function ResourcesTab({ project }: { project: Project }) {
  const { t } = useTranslation();
  const plan = useResourcePlan(project.id);
  const members = useMembers(project.id).data ?? [];
  const tasks = useProjectTasks(project.id).data ?? [];
  const [monday, setMonday] = useState(thisMonday);
  const [editor, setEditor] = useState<Editor>(null);
  const canManage = PLANNERS.has(project.role);
  const close = () => setEditor(null);

  return (
    <section className="flex min-w-0 flex-col gap-4" aria-labelledby="resources-title">
      <h2 id="resources-title" className="text-lg font-semibold">
        {t('resourcePlanning.title')}
      </h2>
      {canManage ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass()}
            onClick={() => setEditor({ kind: 'resource' })}
          >
            {t('resourcePlanning.resourceForm.add')}
          </button>
          {plan.resources.length > 0 ? (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setEditor({ kind: 'allocation' })}
            >
              {t('resourcePlanning.allocationForm.add')}
            </button>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t('resourcePlanning.readOnly')}</p>
      )}
      {editor?.kind === 'resource' ? (
        <ResourceForm
          key={editor.editing?.id ?? 'new'}
          projectId={project.id}
          members={members}
          editing={editor.editing}
          onDone={close}
        />
      ) : null}
      {editor?.kind === 'allocation' ? (
        <AllocationForm
          key={editor.editing?.id ?? 'new'}
          projectId={project.id}
          resources={plan.resources}
          editing={editor.editing}
          onDone={close}
        />
      ) : null}
      {plan.isError ? <FormAlert tone="error">{t('resourcePlanning.loadFailed')}</FormAlert> : null}
      {plan.isPending ? (
        <p>{t('resourcePlanning.loading')}</p>
      ) : plan.resources.length === 0 ? (
        <p>{t('resourcePlanning.empty')}</p>
      ) : (
        <>
          <ResourceWeekNav monday={monday} thisMonday={thisMonday()} onChange={setMonday} />
          <WeekGrid monday={monday} resources={plan.resources} allocations={plan.allocations} />
          <ResourceList
            projectId={project.id}
            resources={plan.resources}
            allocations={plan.allocations}
            canManage={canManage}
            onEditResource={(resource) => setEditor({ kind: 'resource', editing: resource })}
            onEditAllocation={(allocation) =>
              setEditor({ kind: 'allocation', editing: allocation })
            }
          />
        </>
      )}
      <WorkloadList members={members} tasks={tasks} />
    </section>
  );
}
