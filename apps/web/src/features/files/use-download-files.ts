import type { FileJson, FileVersionJson } from '@crewline/shared/contracts/files';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchVersionBlob, saveBlob } from '../../api/files/download.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { zipStore } from './zip-store.ts';

/**
 * Downloads one version as itself, one file as its newest version, or several files as one
 * ZIP made in the browser (each file's newest version; folders and empty files are skipped).
 */
export function useDownloadFiles() {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      toast.error(
        t('projectFiles.downloadFailed', {
          reason: error instanceof Error ? error.message : String(error),
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  const downloadVersion = (version: FileVersionJson, name: string) =>
    run(async () => saveBlob(await fetchVersionBlob(version), name));

  const downloadFiles = (files: readonly FileJson[]) => {
    const withBytes = files.filter((file) => file.latest_version);
    if (withBytes.length === 0) return Promise.resolve();
    if (withBytes.length === 1) {
      const [file] = withBytes;
      return downloadVersion(file!.latest_version!, file!.name);
    }
    return run(async () => {
      const entries = await Promise.all(
        withBytes.map(async (file) => ({
          name: file.name,
          data: new Uint8Array(await (await fetchVersionBlob(file.latest_version!)).arrayBuffer()),
          modified: new Date(file.latest_version!.upload_date),
        })),
      );
      saveBlob(
        new Blob([zipStore(entries)], { type: 'application/zip' }),
        t('projectFiles.zipName'),
      );
    });
  };

  return { busy, downloadFiles, downloadVersion };
}
