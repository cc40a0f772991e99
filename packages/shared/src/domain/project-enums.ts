import { z } from 'zod';

/** Project status codes as stored and sent over the API (docs/PRODUCT.md, Projects). */
export const PROJECT_STATUSES = [
  'planning',
  'in_progress',
  'in_review',
  'on_hold',
  'completed',
] as const;

/** A project's status code. */
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Zod enum of project statuses, for request validation. */
export const projectStatusSchema = z.enum(PROJECT_STATUSES);

/** Display label per project status. */
export const PROJECT_STATUS_LABELS: Readonly<Record<ProjectStatus, string>> = {
  planning: 'Planning',
  in_progress: 'In Progress',
  in_review: 'In Review',
  on_hold: 'On Hold',
  completed: 'Completed',
};

/** Status of a new project: Planning. */
export const DEFAULT_PROJECT_STATUS: ProjectStatus = 'planning';

/** The projects-list filter options in the order the Filter menu shows them. */
export const PROJECT_STATUS_FILTERS = [
  'all',
  'in_progress',
  'planning',
  'in_review',
  'completed',
  'on_hold',
] as const;

/** A projects-list filter value: a status or 'all'. */
export type ProjectStatusFilter = (typeof PROJECT_STATUS_FILTERS)[number];

/** Whether a value is one of the project status codes. */
export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === 'string' && (PROJECT_STATUSES as readonly string[]).includes(value);
}

// Letters only, lower-cased: 'InProgress', 'in_progress' and 'In Progress' all become 'inprogress'.
const STATUS_BY_SQUASHED: Readonly<Record<string, ProjectStatus>> = {
  planning: 'planning',
  inprogress: 'in_progress',
  inreview: 'in_review',
  onhold: 'on_hold',
  completed: 'completed',
};

/**
 * Reads any spelling the earlier product used for a shown status (code, 'InProgress', label);
 * unknown values are Planning.
 */
export function parseProjectStatus(value: string | null | undefined): ProjectStatus {
  const squashed = (value ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return STATUS_BY_SQUASHED[squashed] ?? DEFAULT_PROJECT_STATUS;
}

/** Display label of a project status in any spelling; unknown values show 'Planning'. */
export function projectStatusLabel(value: string | null | undefined): string {
  return PROJECT_STATUS_LABELS[parseProjectStatus(value)];
}

const CODE_BY_CREATE_LABEL: Readonly<Record<string, ProjectStatus>> = {
  'in progress': 'in_progress',
  'on hold': 'on_hold',
  completed: 'completed',
  'in review': 'in_review',
};

/**
 * The create call's label -> code mapping (docs/PRODUCT.md, Projects), compared case-insensitively. Exact codes
 * also pass through so a caller that already holds a code is not silently reset to planning;
 * anything else is planning.
 */
export function projectStatusFromLabel(label: string | null | undefined): ProjectStatus {
  const key = (label ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return CODE_BY_CREATE_LABEL[key] ?? (isProjectStatus(key) ? key : DEFAULT_PROJECT_STATUS);
}
