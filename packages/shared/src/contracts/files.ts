import { z } from 'zod';
import { FILE_ZIP_MAX_SELECTED } from '../limits.ts';

/**
 * Project files with versions (docs/PRODUCT.md, Time entries, files and resources). A folder is a file with
 * `file_type: "folder"` and no versions; every other type holds versions 1, 2, 3…
 */

/** The kinds a file may have: the file page's "Filter by type". */
export const FILE_TYPES = ['folder', 'document', 'image', 'video', 'archive', 'other'] as const;
export const fileTypeSchema = z.enum(FILE_TYPES);
export type FileType = z.infer<typeof fileTypeSchema>;

export const FILE_NAME_MAX_LENGTH = 255;
export const FILE_DESCRIPTION_MAX_LENGTH = 2_000;
export const FILE_COMMENT_MAX_LENGTH = 2_000;
/** One version's bytes at most (10 MB); past it → 413. */
export const FILE_VERSION_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart field a version's bytes come in. */
export const FILE_VERSION_FIELD = 'file';

export const FILE_NAME_REQUIRED = 'File name is required';

/** A file or folder name: one path segment, required after trimming. */
export const fileNameSchema = z
  .string()
  .trim()
  .min(1, FILE_NAME_REQUIRED)
  .max(FILE_NAME_MAX_LENGTH, `File name must be at most ${FILE_NAME_MAX_LENGTH} characters`)
  .refine((name) => !/[/\\]/.test(name), { message: 'File name cannot contain / or \\' });

const descriptionSchema = z
  .string()
  .max(
    FILE_DESCRIPTION_MAX_LENGTH,
    `Description must be at most ${FILE_DESCRIPTION_MAX_LENGTH} characters`,
  );
const commentSchema = z
  .string()
  .max(FILE_COMMENT_MAX_LENGTH, `Comment must be at most ${FILE_COMMENT_MAX_LENGTH} characters`);

/**
 * Body of POST /api/files: a file (no versions yet; upload them with POST …/versions) or a
 * folder. `parent_id` is a folder of the same project, absent/null for the project's root.
 */
export const fileCreateBody = z.object({
  name: fileNameSchema,
  project_id: z.uuid(),
  description: descriptionSchema.optional(),
  file_type: fileTypeSchema,
  comment: commentSchema.optional(),
  parent_id: z.uuid().nullable().optional(),
});
export type FileCreateBody = z.infer<typeof fileCreateBody>;

/** Body of PUT /api/files/{id}: rename or re-describe (any subset, at least one field). */
export const fileUpdateBody = z
  .object({
    name: fileNameSchema.optional(),
    description: descriptionSchema.optional(),
    comment: commentSchema.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Nothing to update',
  });
export type FileUpdateBody = z.infer<typeof fileUpdateBody>;

/**
 * Body of POST /api/files/{id}/move: the folder (same project) to put the file or folder in,
 * null for the project's root. A folder cannot go into itself or a folder inside it (422); a
 * same-named file or folder already there (case ignored) → 409.
 */
export const fileMoveBody = z.object({ parent_id: z.uuid().nullable() });
export type FileMoveBody = z.infer<typeof fileMoveBody>;

/**
 * Body of POST /api/projects/{id}/files/zip: the files and folders of that project to download
 * as one ZIP. Each folder brings its whole subtree (`Folder/Sub/file.txt`); every file is its
 * newest version; files never uploaded are left out. Past FILE_ZIP_MAX_FILES files or
 * FILE_ZIP_MAX_BYTES bytes → 413 before any byte is sent.
 */
export const fileZipBody = z.object({
  ids: z.array(z.uuid()).min(1, 'Choose at least one file').max(FILE_ZIP_MAX_SELECTED),
});
export type FileZipBody = z.infer<typeof fileZipBody>;

/** Most files one page of a listing may ask for (`limit`). */
export const FILE_LIST_MAX_LIMIT = 500;
/** The response header carrying the next page's cursor when more files remain. */
export const FILE_LIST_NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/**
 * Query of GET /api/projects/{id}/files and GET /api/files.
 * - `parent_id`: that folder's direct children; absent: the root (of every project of the caller
 *   for GET /api/files, or of `project_id` when given).
 * - `q`: names containing it (case-insensitive) at any depth, inside `parent_id`'s subtree when
 *   given, else the whole project(s).
 * - `type`: only that file_type.
 * - `limit` (1–500) and `cursor`: one page (keyset). While more files remain, the response
 *   carries the next page's cursor in `X-Next-Cursor` and a `Link: <…>; rel="next"`. Without
 *   `limit`, everything (from `cursor` when given). The server answers a bad one with 400.
 * Ordering: folders first, then by name (lower case, compared as code points), then id.
 */
export const fileListQuery = z.object({
  project_id: z.uuid().optional(),
  parent_id: z.uuid().optional(),
  q: z.string().trim().max(FILE_NAME_MAX_LENGTH).optional(),
  type: fileTypeSchema.optional(),
  limit: z.string().optional(),
  cursor: z.string().optional(),
});
export type FileListQuery = z.infer<typeof fileListQuery>;

/** Optional text fields sent beside `file` in POST /api/files/{id}/versions (multipart). */
export const fileVersionFields = z.object({ comment: commentSchema.optional() });
export type FileVersionFields = z.infer<typeof fileVersionFields>;

/** Body of POST /api/files/{id}/versions/{versionId}/restore (optional comment on the copy). */
export const fileRestoreBody = z.object({ comment: commentSchema.optional() }).optional();
export type FileRestoreBody = z.infer<typeof fileRestoreBody>;

/** What the caller may do with a file: rename (`edit`) and delete; false shows the lock icon. */
export type FileAbilities = { edit: boolean; delete: boolean };

/** A version as every version call returns it, with its file's name and type. */
export type FileVersionJson = {
  id: string;
  file_id: string;
  /** 1, 2, 3… per file. */
  version: number;
  /** Where the bytes are fetched: this version's download URL (never the storage key). */
  storage_path: string;
  file_name: string;
  mime_type: string;
  /** Bytes. */
  file_size: number;
  uploaded_by_id: string | null;
  uploaded_by_name: string | null;
  upload_date: string;
  comment: string;
  can: Readonly<{ delete: boolean }>;
};

/** A file or folder as every file call returns it, with its placement and abilities. */
export type FileJson = {
  id: string;
  project_id: string;
  project_name: string;
  parent_id: string | null;
  name: string;
  description: string;
  file_type: FileType;
  comment: string;
  /** How many versions it has (0 for a folder). */
  versions: number;
  /** The newest version (null for a folder or a file not uploaded yet): size, type, download. */
  latest_version: FileVersionJson | null;
  created_by_id: string | null;
  created_by_name: string | null;
  created: string;
  updated: string;
  can: Readonly<FileAbilities>;
};

/** GET /api/files and GET /api/projects/{id}/files: a plain array of FileJson. */
export type FileListResponse = FileJson[];
/** GET /api/files/{id}/versions: newest first. */
export type FileVersionListResponse = FileVersionJson[];

/** The `file_changed` live frame's payload: which file of which project, and what happened. */
export type FileChangeAction =
  'created' | 'updated' | 'deleted' | 'version_added' | 'version_deleted';
