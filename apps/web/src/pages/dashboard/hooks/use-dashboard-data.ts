import { useMemo } from 'react';
import type { Project } from '../../../api/projects/types.ts';
import { useProjects } from '../../../api/projects/use-projects.ts';
import type { Task } from '../../../api/tasks/types.ts';
import { useTasks } from '../../../api/tasks/use-tasks.ts';

const NO_PROJECTS: Project[] = [];
const NO_TASKS: Task[] = [];

/** What every dashboard view reads: the caller's projects and the tasks of those projects. */
export type DashboardData = {
  projects: Project[];
  tasks: Task[];
  projectsById: ReadonlyMap<string, Project>;
  projectsLoading: boolean;
  tasksLoading: boolean;
};

/**
 * The dashboard's data, derived on the client from GET /api/projects and GET /api/tasks.
 * A failed load reads as an empty list, so statistics show zeros and lists are empty
 * instead of the page failing.
 */
export function useDashboardData(): DashboardData {
  const projectsQuery = useProjects();
  const tasksQuery = useTasks();
  const projects = projectsQuery.data ?? NO_PROJECTS;
  const tasks = tasksQuery.data ?? NO_TASKS;
  const projectsById = useMemo(
    () => new Map(projects.map((project) => [project.id, project])),
    [projects],
  );
  return {
    projects,
    tasks,
    projectsById,
    projectsLoading: projectsQuery.isPending,
    tasksLoading: tasksQuery.isPending,
  };
}
