import { useTranslation } from 'react-i18next';
import type { Task } from '../../../api/tasks/types.ts';
import { Code, DataTable, type Column } from '../components/data-table.tsx';

type TasksTableProps = { tasks: readonly Task[]; projectNames: ReadonlyMap<string, string> };

/** The caller's tasks, one row each, with their project and assignee. */
export function TasksTable({ tasks, projectNames }: TasksTableProps) {
  const { t } = useTranslation();
  const columns: Column<Task>[] = [
    { header: 'title', cell: (task) => <bdi>{task.title}</bdi> },
    { header: 'id', cell: (task) => <Code>{task.id}</Code> },
    { header: 'status', cell: (task) => <Code>{task.status}</Code> },
    { header: 'priority', cell: (task) => <Code>{task.priority}</Code> },
    {
      header: 'project_id',
      cell: (task) => (
        <span className="flex flex-col">
          <bdi>{projectNames.get(task.project_id)}</bdi>
          <Code>{task.project_id}</Code>
        </span>
      ),
    },
    {
      header: 'assignee',
      cell: (task) => (task.assignee ? <bdi>{task.assignee.name}</bdi> : <Code>null</Code>),
    },
    { header: 'due_date', cell: (task) => <Code>{task.due_date ?? 'null'}</Code> },
  ];
  return (
    <DataTable
      label={t('devPages.tasks.tasks', { count: tasks.length })}
      columns={columns}
      rows={tasks}
      rowKey={(task) => task.id}
    />
  );
}
