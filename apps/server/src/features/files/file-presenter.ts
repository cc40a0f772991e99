import type { FileJson, FileType, FileVersionJson } from '@crewline/shared/contracts/files';
import type { files, fileVersions } from '../../db/work-schema.ts';
import { toProjectRole, type ProjectAccess } from '../projects/project-policy.ts';
import { fileAbilities, mayChangeFile } from './file-policy.ts';

export type FileRow = typeof files.$inferSelect;
export type VersionRow = typeof fileVersions.$inferSelect & { uploaderName: string | null };

/** The download URL of a version: what `storage_path` carries (the key stays server-side). */
function downloadPath(fileId: string, versionId: string): string {
  return `/api/files/${fileId}/versions/${versionId}/download`;
}

export function presentVersion(access: ProjectAccess, row: VersionRow): FileVersionJson {
  return {
    id: row.id,
    file_id: row.fileId,
    version: row.versionNumber,
    storage_path: downloadPath(row.fileId, row.id),
    file_name: row.fileName,
    mime_type: row.mimeType,
    file_size: row.sizeBytes,
    uploaded_by_id: row.uploadedBy,
    uploaded_by_name: row.uploaderName,
    upload_date: row.createdAt.toISOString(),
    comment: row.comment,
    can: { delete: mayChangeFile(access, row.uploadedBy) },
  };
}

/** A listed file with its project, the caller's role, its creator and its newest version. */
export type FileListRow = {
  file: FileRow;
  projectName: string;
  ownerId: string;
  role: string;
  creatorName: string | null;
  versionCount: number;
  latest: VersionRow | null;
};

/** The caller's standing in a listed file's project. */
export function accessOf(row: FileListRow, userId: string): ProjectAccess {
  const role = row.ownerId === userId ? 'owner' : toProjectRole(row.role);
  return { projectId: row.file.projectId, userId, ownerId: row.ownerId, role };
}

export function presentFileRows(userId: string, rows: FileListRow[]): FileJson[] {
  return rows.map((row) => {
    const access = accessOf(row, userId);
    const version = row.latest;
    const f = row.file;
    return {
      id: f.id,
      project_id: f.projectId,
      project_name: row.projectName,
      parent_id: f.parentId,
      name: f.name,
      description: f.description,
      file_type: f.fileType as FileType,
      comment: f.comment,
      versions: row.versionCount,
      latest_version: version ? presentVersion(access, version) : null,
      created_by_id: f.createdBy,
      created_by_name: row.creatorName,
      created: f.createdAt.toISOString(),
      updated: f.updatedAt.toISOString(),
      can: fileAbilities(access, f.createdBy),
    };
  });
}
