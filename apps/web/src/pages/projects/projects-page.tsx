import type { ProjectStatusFilter } from '@crewline/shared/domain/project-enums';
import { FolderKanban, LayoutTemplate, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../api/projects/types.ts';
import { useProjects } from '../../api/projects/use-projects.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { ReceivedInvitations } from '../../features/invitations/received-invitations.tsx';
import { AddMemberModal } from '../../features/members/add-member-modal.tsx';
import { CreateProjectModal } from '../../features/projects/create-project-modal.tsx';
import { visibleProjects, type ProjectSort } from '../../features/projects/project-list-view.ts';
import { TemplatesModal } from '../../features/projects/templates-modal.tsx';
import { describeError } from '../../i18n/describe-error.ts';
import { CreateProjectCard, ProjectCard } from './components/project-card.tsx';
import { ProjectRow } from './components/project-row.tsx';
import { ProjectsToolbar, type ProjectsLayout } from './components/projects-toolbar.tsx';

const LAYOUT_KEY = 'projects_view';

function storedLayout(): ProjectsLayout {
  try {
    return window.localStorage.getItem(LAYOUT_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** /dashboard/projects: the caller's projects as cards or rows, with search, filter and sort. */
export function ProjectsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('projects.list.title'));
  const projects = useProjects();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<ProjectStatusFilter>('all');
  const [sort, setSort] = useState<ProjectSort>('latest');
  const [layout, setLayout] = useState<ProjectsLayout>(storedLayout);
  const [creating, setCreating] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [addingTo, setAddingTo] = useState<Project | null>(null);

  const shown = useMemo(
    () => visibleProjects(projects.data ?? [], { query, filter, sort }),
    [projects.data, query, filter, sort],
  );
  const filtered = query.trim() !== '' || filter !== 'all';

  function changeLayout(next: ProjectsLayout) {
    setLayout(next);
    try {
      window.localStorage.setItem(LAYOUT_KEY, next);
    } catch {
      // The choice still applies for this visit.
    }
  }

  let content;
  if (projects.isPending) {
    content = (
      <div
        role="status"
        aria-busy="true"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
      >
        <span className="sr-only">{t('projects.list.loading')}</span>
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    );
  } else if (projects.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <FormAlert tone="error">
          {t('projects.list.loadFailed', {
            message: describeError(projects.error, t, t('errors.api.server')),
          })}
        </FormAlert>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => void projects.refetch()}
        >
          {t('projects.list.retry')}
        </button>
      </div>
    );
  } else if (shown.length === 0) {
    content = (
      <EmptyState
        icon={FolderKanban}
        title={t('projects.list.emptyTitle')}
        body={filtered ? t('projects.list.emptyFiltered') : t('projects.list.emptyBody')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {filtered ? (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => {
                  setQuery('');
                  setFilter('all');
                }}
              >
                {t('projects.list.clearFilters')}
              </button>
            ) : null}
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => setCreating(true)}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('projects.list.createFirst')}
            </button>
          </div>
        }
      />
    );
  } else if (layout === 'grid') {
    content = (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((project) => (
          <ProjectCard key={project.id} project={project} onAddMember={setAddingTo} />
        ))}
        <CreateProjectCard onClick={() => setCreating(true)} />
      </div>
    );
  } else {
    content = (
      <ul className="flex flex-col gap-2">
        {shown.map((project) => (
          <ProjectRow key={project.id} project={project} />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{t('projects.list.title')}</h1>
          <p className="text-sm text-fg-muted">{t('projects.list.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setTemplatesOpen(true)}
          >
            <LayoutTemplate aria-hidden="true" className="size-4" />
            {t('projects.list.templates')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setCreating(true)}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('projects.list.newProject')}
          </button>
        </div>
      </header>

      <ReceivedInvitations />

      <ProjectsToolbar
        query={query}
        onQuery={setQuery}
        filter={filter}
        onFilter={setFilter}
        sort={sort}
        onSort={setSort}
        layout={layout}
        onLayout={changeLayout}
      />

      {content}

      <CreateProjectModal open={creating} onOpenChange={setCreating} />
      <TemplatesModal
        open={templatesOpen}
        onOpenChange={setTemplatesOpen}
        projects={projects.data ?? []}
      />
      {addingTo ? (
        <AddMemberModal
          open
          projectId={addingTo.id}
          onOpenChange={(open) => {
            if (!open) setAddingTo(null);
          }}
        />
      ) : null}
    </div>
  );
}
