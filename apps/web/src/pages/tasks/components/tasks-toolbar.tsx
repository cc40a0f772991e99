import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { TASK_PRIORITIES } from '@crewline/shared/domain/task-enums';
import { NO_SPRINT } from '@crewline/shared/contracts/tasks';
import { FILTER_ALL } from '@crewline/shared/domain/task-search';
import { TASK_SORT_KEYS, type TaskSortKey } from '@crewline/shared/domain/task-sort';
import { ArrowUpDown, Check, Filter, KanbanSquare, List, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { inputClass } from '../../../components/text-field.tsx';

/** The Tasks screen's two views. */
export type TasksView = 'list' | 'board';

type TasksToolbarProps = {
  view: TasksView;
  onView: (view: TasksView) => void;
  search: string;
  onSearch: (search: string) => void;
  projectId: string;
  onProject: (projectId: string) => void;
  priority: string;
  onPriority: (priority: string) => void;
  sprint: string;
  onSprint: (sprint: string) => void;
  /** The filtered project's sprints, open ones first; none while no project is filtered. */
  sprints: readonly { id: string; name: string; closed: boolean }[];
  sort: TaskSortKey;
  onSort: (sort: TaskSortKey) => void;
  projects: readonly { id: string; name: string }[];
};

const ITEM =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-muted';
const LABEL = 'px-3 py-1.5 text-xs font-semibold text-fg-muted uppercase';
// Capped in width: a long project name is cut with an ellipsis (full name on hover and for
// screen readers) instead of stretching the menu across the screen.
const CONTENT =
  'z-50 max-h-[70dvh] min-w-56 max-w-[min(20rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-border bg-surface p-1 shadow-lg';

function Radio({ value, children, title }: { value: string; children: ReactNode; title?: string }) {
  return (
    <DropdownMenu.RadioItem value={value} className={ITEM}>
      <span className="flex size-4 shrink-0 items-center justify-center">
        <DropdownMenu.ItemIndicator>
          <Check aria-hidden="true" className="size-4 text-primary" />
        </DropdownMenu.ItemIndicator>
      </span>
      <span className="min-w-0 truncate" title={title}>
        {children}
      </span>
    </DropdownMenu.RadioItem>
  );
}

/** List/Board toggle, Filter (project, priority, sprint), Sort and, in list view, search. */
export function TasksToolbar(props: TasksToolbarProps) {
  const { t } = useTranslation();
  const filtered =
    props.projectId !== FILTER_ALL || props.priority !== FILTER_ALL || props.sprint !== FILTER_ALL;
  const viewButton = (view: TasksView, label: string, icon: ReactNode) => (
    <button
      type="button"
      aria-pressed={props.view === view}
      onClick={() => props.onView(view)}
      className={`inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors ${
        props.view === view ? 'bg-surface text-primary shadow-sm' : 'text-fg-muted hover:text-fg'
      }`}
    >
      {icon}
      {label}
    </button>
  );
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      {props.view === 'list' ? (
        <label className="relative flex-1">
          <span className="sr-only">{t('tasks.screen.searchLabel')}</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
          />
          <input
            type="search"
            value={props.search}
            onChange={(event) => props.onSearch(event.target.value)}
            placeholder={t('tasks.screen.searchPlaceholder')}
            className={`${inputClass} ps-9`}
          />
        </label>
      ) : (
        <div className="hidden flex-1 lg:block" />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className={buttonClass('secondary')}>
            <Filter aria-hidden="true" className="size-4 shrink-0" />
            {t('tasks.screen.filter')}
            {filtered ? (
              <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
            ) : null}
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="start" sideOffset={6} className={CONTENT}>
              <DropdownMenu.Label className={LABEL}>{t('tasks.screen.project')}</DropdownMenu.Label>
              <DropdownMenu.RadioGroup value={props.projectId} onValueChange={props.onProject}>
                <Radio value={FILTER_ALL}>{t('tasks.screen.allProjects')}</Radio>
                {props.projects.map((project) => (
                  <Radio key={project.id} value={project.id} title={project.name}>
                    {project.name}
                  </Radio>
                ))}
              </DropdownMenu.RadioGroup>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Label className={LABEL}>
                {t('tasks.screen.priority')}
              </DropdownMenu.Label>
              <DropdownMenu.RadioGroup value={props.priority} onValueChange={props.onPriority}>
                <Radio value={FILTER_ALL}>{t('tasks.screen.allPriorities')}</Radio>
                {TASK_PRIORITIES.map((priority) => (
                  <Radio key={priority} value={priority}>
                    {t(`tasks.priority.${priority}`)}
                  </Radio>
                ))}
              </DropdownMenu.RadioGroup>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Label className={LABEL}>{t('sprints.filter.label')}</DropdownMenu.Label>
              <DropdownMenu.RadioGroup value={props.sprint} onValueChange={props.onSprint}>
                <Radio value={FILTER_ALL}>{t('sprints.filter.all')}</Radio>
                <Radio value={NO_SPRINT}>{t('sprints.filter.none')}</Radio>
                {props.sprints.map((sprint) => (
                  <Radio key={sprint.id} value={sprint.id} title={sprint.name}>
                    {sprint.closed ? `${sprint.name} (${t('sprints.closed')})` : sprint.name}
                  </Radio>
                ))}
              </DropdownMenu.RadioGroup>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className={buttonClass('secondary', 'md', 'min-w-0')}>
            <ArrowUpDown aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only sm:not-sr-only">{t('tasks.screen.sort')}:</span>
            <span className="truncate font-semibold">{t(`tasks.screen.sortBy.${props.sort}`)}</span>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="start" sideOffset={6} className={CONTENT}>
              <DropdownMenu.Label className={LABEL}>{t('tasks.screen.sort')}</DropdownMenu.Label>
              <DropdownMenu.RadioGroup
                value={props.sort}
                onValueChange={(value) => props.onSort(value as TaskSortKey)}
              >
                {TASK_SORT_KEYS.map((key) => (
                  <Radio key={key} value={key}>
                    {t(`tasks.screen.sortBy.${key}`)}
                  </Radio>
                ))}
              </DropdownMenu.RadioGroup>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <div
          role="group"
          aria-label={t('tasks.screen.view')}
          className="ms-auto flex rounded-lg bg-muted p-0.5"
        >
          {viewButton(
            'list',
            t('tasks.screen.list'),
            <List aria-hidden="true" className="size-4" />,
          )}
          {viewButton(
            'board',
            t('tasks.screen.board'),
            <KanbanSquare aria-hidden="true" className="size-4" />,
          )}
        </div>
      </div>
    </div>
  );
}
