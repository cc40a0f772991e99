import type { FileCreateBody, FileJson, FileVersionJson } from '@crewline/shared/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createFile,
  deleteFile,
  deleteVersion,
  moveFile,
  renameFile,
  restoreVersion,
} from './files-api.ts';
import { invalidateFiles } from './invalidate-files.ts';

/** Creates a folder (or an empty file row). */
export function useCreateFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FileCreateBody) => createFile(body),
    onSettled: () => invalidateFiles(queryClient),
  });
}

/** Renames a file or folder. */
export function useRenameFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameFile(id, name),
    onSettled: () => invalidateFiles(queryClient),
  });
}

/**
 * Deletes files and folders one after another; resolves with those the server refused (with
 * why), so a partial failure still removes what it could.
 */
export function useDeleteFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: readonly FileJson[]) => {
      const failed: { file: FileJson; error: unknown }[] = [];
      for (const file of files) {
        try {
          await deleteFile(file.id);
        } catch (error) {
          failed.push({ file, error });
        }
      }
      return failed;
    },
    onSettled: () => invalidateFiles(queryClient),
  });
}

/**
 * Moves files and folders into one folder (null: the project's root), one after another;
 * resolves with those the server refused (with why), so the rest still move.
 */
export function useMoveFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      files,
      parentId,
    }: {
      files: readonly FileJson[];
      parentId: string | null;
    }) => {
      const failed: { file: FileJson; error: unknown }[] = [];
      for (const file of files) {
        try {
          await moveFile(file.id, parentId);
        } catch (error) {
          failed.push({ file, error });
        }
      }
      return failed;
    },
    onSettled: () => invalidateFiles(queryClient),
  });
}

/** Copies an older version as the newest. */
export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: FileVersionJson) => restoreVersion(version.file_id, version.id),
    onSettled: () => invalidateFiles(queryClient),
  });
}

/** Deletes one version. */
export function useDeleteVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: FileVersionJson) => deleteVersion(version.file_id, version.id),
    onSettled: () => invalidateFiles(queryClient),
  });
}
