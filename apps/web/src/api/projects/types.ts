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

/** Bodies of POST /api/projects and PUT /api/projects/{id}. */
export type { ProjectCreateInput, ProjectUpdateInput } from '@crewline/shared/contracts/projects';

/** Activity feed tabs. */
export type ActivityTab = 'all' | 'tasks' | 'comments' | 'members' | 'files';
