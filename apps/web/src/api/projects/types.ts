import type { ProjectRole, MemberRole } from '@crewline/shared/contracts/members';
import type {
  ActivityJson,
  ProjectAbilities,
  ProjectJson,
  TeamEntry,
  TemplateJson,
} from '@crewline/shared/contracts/project-responses';
import type { ProjectStatus } from '@crewline/shared/domain/project-enums';

export type { MemberRole, ProjectRole, ProjectStatus };

/** The server's project shapes (packages/shared: one definition for both sides). */
export type Project = ProjectJson;
export type ActivityEvent = ActivityJson;
export type ProjectTemplate = TemplateJson;
export type { ProjectAbilities, TeamEntry };

/** Body of POST /api/projects. */
export type ProjectCreateInput = {
  name: string;
  description?: string;
  status?: ProjectStatus;
  due_date?: string | null;
};

/** Body of PUT /api/projects/{id}. */
export type ProjectUpdateInput = Partial<ProjectCreateInput>;

/** Activity feed tabs (doc 2 §2). */
export type ActivityTab = 'all' | 'tasks' | 'comments' | 'members' | 'files';
