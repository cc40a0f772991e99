import { useTranslation } from 'react-i18next';
import type { Project } from '../../../api/projects/types.ts';
import { Code, DataTable, type Column } from '../components/data-table.tsx';

/** The caller's projects, one row each, with the fields worth checking. */
export function ProjectsTable({ projects }: { projects: readonly Project[] }) {
  const { t } = useTranslation();
  const columns: Column<Project>[] = [
    { header: 'name', cell: (project) => <bdi>{project.name}</bdi> },
    { header: 'id', cell: (project) => <Code>{project.id}</Code> },
    { header: 'status', cell: (project) => <Code>{project.status}</Code> },
    { header: 'role', cell: (project) => <Code>{project.role}</Code> },
    {
      header: 'tasks',
      cell: (project) => <Code>{`${project.tasks.completed}/${project.tasks.total}`}</Code>,
    },
    { header: 'team', cell: (project) => <Code>{project.team.length}</Code> },
  ];
  return (
    <DataTable
      label={t('devPages.tasks.projects', { count: projects.length })}
      columns={columns}
      rows={projects}
      rowKey={(project) => project.id}
    />
  );
}
