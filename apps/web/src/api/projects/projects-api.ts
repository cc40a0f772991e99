import { api } from '../client.ts';
import type {
  ActivityEvent,
  ActivityTab,
  Project,
  ProjectCreateInput,
  ProjectTemplate,
  ProjectUpdateInput,
} from './types.ts';

const path = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

/** The caller's projects. */
export function fetchProjects(): Promise<Project[]> {
  return api.get<Project[]>('/api/projects');
}

/** One project the caller is a member of. */
export function fetchProject(id: string): Promise<Project> {
  return api.get<Project>(path(id));
}

/** Creates a project; the caller becomes its owner. */
export function createProject(input: ProjectCreateInput): Promise<Project> {
  return api.post<Project>('/api/projects', input);
}

/** Changes a project's name, description, status or due date (owner only). */
export function updateProject(id: string, input: ProjectUpdateInput): Promise<Project> {
  return api.put<Project>(path(id), input);
}

/** Deletes a project with everything in it (owner only). */
export async function deleteProject(id: string): Promise<void> {
  await api.delete(path(id));
}

/** A project's activity feed, newest first. */
export function fetchActivity(
  id: string,
  tab: ActivityTab,
  limit: number,
): Promise<ActivityEvent[]> {
  return api.get<ActivityEvent[]>(`${path(id)}/activity?tab=${tab}&limit=${limit}`);
}

/** The caller's saved project templates. */
export function fetchTemplates(): Promise<ProjectTemplate[]> {
  return api.get<ProjectTemplate[]>('/api/project-templates');
}

/** Saves a project as a template of the caller's. */
export function saveTemplate(projectId: string, name?: string): Promise<ProjectTemplate> {
  return api.post<ProjectTemplate>(`${path(projectId)}/templates`, name ? { name } : {});
}

/** Creates a project from one of the caller's templates. */
export function createFromTemplate(templateId: string, name?: string): Promise<Project> {
  return api.post<Project>(
    `/api/project-templates/${encodeURIComponent(templateId)}/projects`,
    name ? { name } : {},
  );
}

/** Deletes one of the caller's templates. */
export async function deleteTemplate(templateId: string): Promise<void> {
  await api.delete(`/api/project-templates/${encodeURIComponent(templateId)}`);
}
