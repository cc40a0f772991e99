import type { WorkloadLevel } from '../domain/workload.ts';
import type { ProjectRole } from './members.ts';
import type { PresenceStatus } from './presence.ts';

// What GET /api/team answers (the /dashboard/team page), shared by the server's presenter and
// the web client.

/** One project a person shares with the caller, with that person's standing and load in it. */
export type TeamProjectJson = {
  id: string;
  name: string;
  role: ProjectRole;
  /** Tasks of this project assigned to the person and not done. */
  open_tasks: number;
  /**
   * The person's workload level against the project's average (docs/PRODUCT.md, Workload);
   * null for an observer, who is not part of the team the load is spread across.
   */
  workload: WorkloadLevel | null;
  bottleneck: boolean;
};

/** A person who shares at least one project with the caller (the caller included). */
export type TeamPersonJson = {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  avatar_small: string | null;
  initials: string;
  /** The caller themself (shown as "You"). */
  is_self: boolean;
  presence: PresenceStatus;
  /** When the person was last seen with the app open; null if never. */
  last_active_at: string | null;
  /** Open tasks over every shared project. */
  open_tasks: number;
  /** The shared projects, by name. */
  projects: TeamProjectJson[];
};

/** GET /api/team: the caller first, then everyone else by name. */
export type TeamJson = { people: TeamPersonJson[] };
