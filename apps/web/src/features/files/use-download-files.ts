import type { FileJson, FileVersionJson } from '@crewline/shared/contracts/files';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchVersionBlob, fetchZipBlob, saveBlob } from '../../api/files/download.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { downloadErrorText } from './file-errors.ts';

/**
 * Downloads one version as itself, one file as its newest version, or a selection as one ZIP
 * per project made by the server: each folder with everything inside it at its path, each file
 * its newest version (files never uploaded are left out). Too big a selection is refused by
 * the server, and the toast names the limits.
 */
export function useDownloadFiles() {
  const { t } = useTranslation();
  const toast = useToast();
  const { locale } = useFormatters();
  const [busy, setBusy] = useState(false);

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      toast.error(
        t('projectFiles.downloadFailed', { reason: downloadErrorText(error, t, locale) }),
      );
    } finally {
      setBusy(false);
    }
  };

  const downloadVersion = (version: FileVersionJson, name: string) =>
    run(async () => saveBlob(await fetchVersionBlob(version), name));

  const downloadFiles = (files: readonly FileJson[]) => {
    const wanted = files.filter((file) => file.file_type === 'folder' || file.latest_version);
    if (wanted.length === 0) return Promise.resolve();
    const [only] = wanted;
    if (wanted.length === 1 && only!.latest_version) {
      return downloadVersion(only!.latest_version, only!.name);
    }
    // A search across projects may pick from several: one ZIP each (a ZIP is one project's).
    const byProject = new Map<string, FileJson[]>();
    for (const file of wanted) {
      byProject.set(file.project_id, [...(byProject.get(file.project_id) ?? []), file]);
    }
    return run(async () => {
      for (const [projectId, group] of byProject) {
        const blob = await fetchZipBlob(
          projectId,
          group.map((file) => file.id),
        );
        const name =
          byProject.size === 1 ? t('projectFiles.zipName') : `${group[0]!.project_name}.zip`;
        saveBlob(blob, name);
      }
      const skipped = files.length - wanted.length;
      if (skipped > 0) toast.info(t('projectFiles.notUploadedSkipped', { count: skipped }));
    });
  };

  return { busy, downloadFiles, downloadVersion };
}
