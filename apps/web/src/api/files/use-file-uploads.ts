import type { FileJson } from '@crewline/shared/contracts/files';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { createFile, deleteFile, findFileNamed } from './files-api.ts';
import { fileTypeOf } from './file-kind.ts';
import { invalidateFiles } from './invalidate-files.ts';
import { uploadVersion } from './upload-version.ts';

/** One upload on the progress list. */
export type FileUpload = {
  key: string;
  name: string;
  /** 0…1 of the bytes sent. */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  /** Why it failed, as thrown: worded for the reader where it is shown. */
  failure?: unknown;
  /** A new version of a file of the same name, rather than a new file. */
  newVersion: boolean;
};

/**
 * Where uploads go: a project's root or one of its folders, the files of it loaded so far, and
 * whether that is all of them (else a name not among them is looked up on the server).
 */
type UploadTarget = {
  projectId: string;
  parentId: string | null;
  siblings: readonly FileJson[];
  allLoaded: boolean;
};

/** The file of the same name in the target folder, from what is loaded or from the server. */
async function sameNamed(target: UploadTarget, name: string): Promise<FileJson | undefined> {
  const loaded = target.siblings.find(
    (sibling) => sibling.file_type !== 'folder' && sibling.name === name,
  );
  if (loaded || target.allLoaded) return loaded;
  const scope = { projectId: target.projectId, parentId: target.parentId ?? undefined };
  return (await findFileNamed(scope, name).catch(() => null)) ?? undefined;
}

/**
 * Uploads files into a folder, each with its own progress. A file named like a file already in
 * the folder becomes that file's next version; any other creates its file row, then sends its
 * bytes as version 1 (the row is removed again if that first upload fails).
 */
export function useFileUploads() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const counter = useRef(0);

  const patch = useCallback((key: string, change: Partial<FileUpload>) => {
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const uploadOne = useCallback(
    async (file: File, target: UploadTarget, key: string, existing: FileJson | undefined) => {
      const onProgress = (progress: number) => patch(key, { progress });
      let created: FileJson | null = null;
      try {
        const row =
          existing ??
          (created = await createFile({
            name: file.name,
            project_id: target.projectId,
            file_type: fileTypeOf(file),
            parent_id: target.parentId,
          }));
        await uploadVersion(row.id, file, onProgress);
        patch(key, { status: 'done', progress: 1 });
      } catch (error) {
        if (created) await deleteFile(created.id).catch(() => undefined);
        patch(key, { status: 'failed', failure: error });
      }
    },
    [patch],
  );

  const upload = useCallback(
    async (files: readonly File[], target: UploadTarget) => {
      const found = await Promise.all(files.map((file) => sameNamed(target, file.name)));
      const jobs = files.map((file, index) => {
        counter.current += 1;
        const existing = found[index];
        const item: FileUpload = {
          key: `u${counter.current}`,
          name: file.name,
          progress: 0,
          status: 'uploading',
          newVersion: Boolean(existing),
        };
        return { file, existing, item };
      });
      setUploads((list) => [...list, ...jobs.map((job) => job.item)]);
      await Promise.all(jobs.map((job) => uploadOne(job.file, target, job.item.key, job.existing)));
      await invalidateFiles(queryClient);
    },
    [queryClient, uploadOne],
  );

  /** Clears finished and failed uploads from the list. */
  const clearFinished = useCallback(
    () => setUploads((list) => list.filter((item) => item.status === 'uploading')),
    [],
  );

  return { uploads, upload, clearFinished };
}
