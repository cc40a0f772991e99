import {
  FILE_LIST_MAX_LIMIT,
  FILE_LIST_NEXT_CURSOR_HEADER,
  type FileCreateBody,
  type FileJson,
  type FileListResponse,
  type FileVersionJson,
  type FileVersionListResponse,
} from '@crewline/shared/contracts/files';
import { api } from '../client.ts';
import type { FolderScope } from './query-keys.ts';

const filePath = (id: string) => `/api/files/${encodeURIComponent(id)}`;
const versionPath = (fileId: string, versionId: string) =>
  `${filePath(fileId)}/versions/${encodeURIComponent(versionId)}`;

/** Files the browser asks for at a time: a folder of 10,000 opens with its first 200. */
export const FOLDER_PAGE_SIZE = 200;

/** Which page of a scope's listing: how many, and where the previous page ended. */
type PageRequest = { limit?: number; cursor?: string };

/** The listing path of a scope: a project's folder (or root), or every project's files. */
function folderPath(scope: FolderScope, page: PageRequest = {}): string {
  const params = new URLSearchParams();
  if (scope.parentId) params.set('parent_id', scope.parentId);
  if (scope.q) params.set('q', scope.q);
  if (scope.type) params.set('type', scope.type);
  if (page.limit) params.set('limit', String(page.limit));
  if (page.cursor) params.set('cursor', page.cursor);
  const base = scope.projectId
    ? `/api/projects/${encodeURIComponent(scope.projectId)}/files`
    : '/api/files';
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** One page of a listing, and the cursor of the next one (null: that was the last). */
type FolderPage = { files: FileListResponse; next: string | null };

/** A page of a folder's children or a search's matches; folders first, then by name. */
export async function fetchFolderPage(
  scope: FolderScope,
  page: PageRequest = { limit: FOLDER_PAGE_SIZE },
): Promise<FolderPage> {
  let next: string | null = null;
  const files = await api.get<FileListResponse>(folderPath(scope, page), {
    onHeaders: (headers) => {
      next = headers.get(FILE_LIST_NEXT_CURSOR_HEADER);
    },
  });
  return { files, next };
}

/**
 * The file named exactly `name` directly in the scope's folder, if any: a search for the name,
 * read page by page (it also matches longer names and deeper files).
 */
export async function findFileNamed(scope: FolderScope, name: string): Promise<FileJson | null> {
  const search: FolderScope = { projectId: scope.projectId, parentId: scope.parentId, q: name };
  let cursor: string | undefined;
  do {
    const page = await fetchFolderPage(search, { limit: FILE_LIST_MAX_LIMIT, cursor });
    const found = page.files.find(
      (file) =>
        file.name === name &&
        file.file_type !== 'folder' &&
        file.parent_id === (scope.parentId ?? null),
    );
    if (found) return found;
    cursor = page.next ?? undefined;
  } while (cursor);
  return null;
}

/** Creates a file row (upload its bytes as a version next) or a folder. */
export function createFile(body: FileCreateBody): Promise<FileJson> {
  return api.post<FileJson>('/api/files', body);
}

/** Renames a file or folder (its creator or the project owner). */
export function renameFile(id: string, name: string): Promise<FileJson> {
  return api.put<FileJson>(filePath(id), { name });
}

/** Puts a file or folder (with everything inside) in another folder of its project, or its root. */
export function moveFile(id: string, parentId: string | null): Promise<FileJson> {
  return api.post<FileJson>(`${filePath(id)}/move`, { parent_id: parentId });
}

/** Deletes a file with all its versions, or a folder with everything inside. */
export async function deleteFile(id: string): Promise<void> {
  await api.delete(filePath(id));
}

/** A file's versions, newest first. */
export function fetchVersions(fileId: string): Promise<FileVersionListResponse> {
  return api.get<FileVersionListResponse>(`${filePath(fileId)}/versions`);
}

/** Copies an older version as the newest one. */
export function restoreVersion(fileId: string, versionId: string): Promise<FileVersionJson> {
  return api.post<FileVersionJson>(`${versionPath(fileId, versionId)}/restore`, {});
}

/** Deletes one version (its uploader or the project owner). */
export async function deleteVersion(fileId: string, versionId: string): Promise<void> {
  await api.delete(versionPath(fileId, versionId));
}
