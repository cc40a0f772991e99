import type { Project } from '../../api/projects/types.ts';

/** Being built (issue 14); the project page already places it. */
export function FilesTab(_props: { project: Project }) {
  return null;
}
