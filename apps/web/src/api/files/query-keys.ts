import type { FileType } from '@crewline/shared/contracts/files';

/** Where a listing is read: a project's root or folder, or every project (the dashboard page). */
export type FolderScope = {
  /** Absent: the caller's projects (GET /api/files), only meaningful with a search. */
  projectId?: string;
  /** Absent: the project's root. */
  parentId?: string;
  /** A name search over the scope's whole subtree (server-side). */
  q?: string;
  /** Only files of this type (server-side, so every page holds only those). */
  type?: FileType;
};

/** TanStack Query keys of file listings and version lists, so a live change can refresh all. */
export const fileKeys = {
  all: ['files'] as const,
  lists: () => ['files', 'list'] as const,
  list: (scope: FolderScope) =>
    [
      'files',
      'list',
      scope.projectId ?? '*',
      scope.parentId ?? '',
      scope.q ?? '',
      scope.type ?? '',
    ] as const,
  versions: (fileId: string) => ['files', 'versions', fileId] as const,
};
