import type { ProjectRole, MemberRole } from '@crewline/shared/contracts/members';
import type { ProjectStatus } from '@crewline/shared/domain/project-enums';

export type { MemberRole, ProjectRole, ProjectStatus };

/** A team entry of a project card. */
export type TeamEntry = {
  id: string;
  name: string;
  avatar: string | null;
  role: ProjectRole;
  online: boolean;
};

/** The caller's abilities in a project, sent by the server so the UI never re-derives them. */
export type ProjectAbilities = {
  update: boolean;
  delete: boolean;
  invite: boolean;
  manage_members: boolean;
  view_invitations: boolean;
  cancel_invitations: boolean;
  open_advanced: boolean;
  create_tasks: boolean;
  edit_tasks: boolean;
  comment: boolean;
};

/** A project as every project call returns it (apps/server/src/presenters/project.ts). */
export type Project = {
  id: string;
  title: string;
  name: string;
  description: string;
  status: ProjectStatus;
  due_date: string | null;
  owner_id: string;
  created_at: string;
  last_updated: string;
  progress: number;
  tasks: { completed: number; total: number };
  team: TeamEntry[];
  role: ProjectRole;
  can: ProjectAbilities;
};

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

/** One event of a project's activity feed. */
export type ActivityEvent = {
  id: string;
  project_id: string;
  category: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  data: Record<string, unknown>;
  created_at: string;
  actor: { id: string; name: string; avatar: string | null } | null;
};

/** A saved project template. */
export type ProjectTemplate = {
  id: string;
  name: string;
  title: string;
  description: string;
  status: ProjectStatus;
  team: { role: string }[];
  tasks: { title: string; description: string; status: string; priority: string }[];
  created_at: string;
};
