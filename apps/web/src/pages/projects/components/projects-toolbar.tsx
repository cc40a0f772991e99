import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ProjectStatusFilter } from '@crewline/shared/domain/project-enums';
import { ArrowUpDown, Check, Filter, LayoutGrid, List, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { inputClass } from '../../../components/text-field.tsx';
import {
  PROJECT_FILTERS,
  PROJECT_SORTS,
  type ProjectSort,
} from '../../../features/projects/project-list-view.ts';

/** Grid cards or list rows. */
export type ProjectsLayout = 'grid' | 'list';

type ProjectsToolbarProps = {
  query: string;
  onQuery: (query: string) => void;
  filter: ProjectStatusFilter;
  onFilter: (filter: ProjectStatusFilter) => void;
  sort: ProjectSort;
  onSort: (sort: ProjectSort) => void;
  layout: ProjectsLayout;
  onLayout: (layout: ProjectsLayout) => void;
};

function Menu<T extends string>({
  label,
  icon,
  value,
  options,
  onChange,
}: {
  label: string;
  icon: ReactNode;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const current = options.find((option) => option.value === value)?.label ?? '';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClass('secondary', 'md', 'min-w-0')}>
        {icon}
        <span className="sr-only sm:not-sr-only">{label}:</span>
        <span className="truncate font-semibold">{current}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-52 rounded-xl border border-border bg-surface p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-fg-muted uppercase">
            {label}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={value} onValueChange={(next) => onChange(next as T)}>
            {options.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={option.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-muted"
              >
                <span className="flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" className="size-4 text-primary" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {option.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Search, Filter, Sort and the grid/list toggle of the projects list. */
export function ProjectsToolbar(props: ProjectsToolbarProps) {
  const { t } = useTranslation();
  const layoutButton = (layout: ProjectsLayout, label: string, icon: ReactNode) => (
    <button
      type="button"
      aria-pressed={props.layout === layout}
      aria-label={label}
      title={label}
      onClick={() => props.onLayout(layout)}
      className={`inline-flex size-11 items-center justify-center rounded-md transition-colors ${
        props.layout === layout
          ? 'bg-surface text-primary shadow-sm'
          : 'text-fg-muted hover:text-fg'
      }`}
    >
      {icon}
    </button>
  );
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <label className="relative flex-1">
        <span className="sr-only">{t('projects.list.searchLabel')}</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
        />
        <input
          type="search"
          value={props.query}
          onChange={(event) => props.onQuery(event.target.value)}
          placeholder={t('projects.list.searchPlaceholder')}
          className={`${inputClass} ps-9`}
        />
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Menu
          label={t('projects.list.filter')}
          icon={<Filter aria-hidden="true" className="size-4 shrink-0" />}
          value={props.filter}
          onChange={props.onFilter}
          options={PROJECT_FILTERS.map((value) => ({
            value,
            label: t(`projects.list.filters.${value}`),
          }))}
        />
        <Menu
          label={t('projects.list.sort')}
          icon={<ArrowUpDown aria-hidden="true" className="size-4 shrink-0" />}
          value={props.sort}
          onChange={props.onSort}
          options={PROJECT_SORTS.map((value) => ({
            value,
            label: t(`projects.list.sorts.${value}`),
          }))}
        />
        <div
          role="group"
          aria-label={t('projects.list.layout')}
          className="ms-auto flex rounded-lg bg-muted p-0.5"
        >
          {layoutButton(
            'grid',
            t('projects.list.grid'),
            <LayoutGrid aria-hidden="true" className="size-4" />,
          )}
          {layoutButton(
            'list',
            t('projects.list.listView'),
            <List aria-hidden="true" className="size-4" />,
          )}
        </div>
      </div>
    </div>
  );
}
