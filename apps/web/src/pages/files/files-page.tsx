import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { FileBrowser } from '../../features/files/file-browser.tsx';

/** /dashboard/files: the caller's projects as folders, then their files. */
export function FilesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.files.title'));
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <h1 className="text-2xl font-semibold">{t('projectFiles.title')}</h1>
      <FileBrowser />
    </div>
  );
}
