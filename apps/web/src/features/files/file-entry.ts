import type { FileJson } from '@crewline/shared/contracts/files';
import type { Project } from '../../api/projects/types.ts';

/** A row of the browser: a project (the dashboard's root lists them as folders) or a file. */
export type Entry =
  | { kind: 'project'; id: string; name: string; project: Project }
  | { kind: 'file'; id: string; name: string; file: FileJson };

/** A step of the breadcrumb below Root. */
export type Crumb =
  | { kind: 'project'; id: string; name: string; project: Project }
  | { kind: 'folder'; id: string; name: string };

export const isFolder = (entry: Entry) =>
  entry.kind === 'project' || entry.file.file_type === 'folder';

/** Locked: the caller may not rename or delete it (the server's `can`). */
export const isLocked = (file: FileJson) => !file.can.edit || !file.can.delete;

export const fromFile = (file: FileJson): Entry => ({
  kind: 'file',
  id: file.id,
  name: file.name,
  file,
});

export const fromProject = (project: Project): Entry => ({
  kind: 'project',
  id: project.id,
  name: project.name,
  project,
});
