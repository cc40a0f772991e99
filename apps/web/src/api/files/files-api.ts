import type {
  FileCreateBody,
  FileJson,
  FileListResponse,
  FileVersionJson,
  FileVersionListResponse,
} from '@crewline/shared/contracts/files';
import { api } from '../client.ts';
import type { FolderScope } from './query-keys.ts';

// TanStack Query and the socket keep listings fresh, so the client's path cache is bypassed.
const FRESH = { cache: false } as const;

const filePath = (id: string) => `/api/files/${encodeURIComponent(id)}`;
const versionPath = (fileId: string, versionId: string) =>
  `${filePath(fileId)}/versions/${encodeURIComponent(versionId)}`;

/** The listing path of a scope: a project's folder (or root), or every project's files. */
export function folderPath(scope: FolderScope): string {
  const params = new URLSearchParams();
  if (scope.parentId) params.set('parent_id', scope.parentId);
  if (scope.q) params.set('q', scope.q);
  const base = scope.projectId
    ? `/api/projects/${encodeURIComponent(scope.projectId)}/files`
    : '/api/files';
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** A folder's direct children, or a search's matches; folders first, then by name. */
export function fetchFolder(scope: FolderScope): Promise<FileListResponse> {
  return api.get<FileListResponse>(folderPath(scope), FRESH);
}

/** Creates a file row (upload its bytes as a version next) or a folder. */
export function createFile(body: FileCreateBody): Promise<FileJson> {
  return api.post<FileJson>('/api/files', body);
}

/** Deletes a file with all its versions, or a folder with everything inside. */
export async function deleteFile(id: string): Promise<void> {
  await api.delete(filePath(id));
}

/** A file's versions, newest first. */
export function fetchVersions(fileId: string): Promise<FileVersionListResponse> {
  return api.get<FileVersionListResponse>(`${filePath(fileId)}/versions`, FRESH);
}

/** Copies an older version as the newest one. */
export function restoreVersion(fileId: string, versionId: string): Promise<FileVersionJson> {
  return api.post<FileVersionJson>(`${versionPath(fileId, versionId)}/restore`, {});
}

/** Deletes one version (its uploader or the project owner). */
export async function deleteVersion(fileId: string, versionId: string): Promise<void> {
  await api.delete(versionPath(fileId, versionId));
}
