import type { ProjectStatus } from '../domain/project-enums.ts';
import type { ProjectRole } from './members.ts';

// What the project calls answer, shared by the server's presenters (which build them) and the
// web client (which reads them), so the two can never drift apart.

/** The caller's abilities in a project, sent so the UI never re-derives permission rules. */
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

/** A team entry of a project card. */
export type TeamEntry = {
  id: string;
  name: string;
  avatar: string | null;
  role: ProjectRole;
  online: boolean;
};

/** A project as GET /api/projects lists it and every project call returns it. */
export type ProjectJson = {
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
  /** The caller's role in this project. */
  role: ProjectRole;
  can: ProjectAbilities;
};

/** Someone shown next to what they did: avatar and name, no e-mail. */
export type PersonRef = { id: string; name: string; avatar: string | null };

/** One event of a project's activity feed; the actor is null once the account is gone. */
export type ActivityJson = {
  id: string;
  project_id: string;
  category: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  data: Record<string, unknown>;
  created_at: string;
  actor: PersonRef | null;
};

/** A task as a project template keeps it. */
export type TemplateTask = { title: string; description: string; status: string; priority: string };

/** A saved project template as the Project Templates modal lists it. */
export type TemplateJson = {
  id: string;
  name: string;
  title: string;
  description: string;
  status: ProjectStatus;
  team: { role: string }[];
  tasks: TemplateTask[];
  created_at: string;
};
