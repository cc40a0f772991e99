import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth/use-auth.ts';
import { useProjects } from '../../api/projects/use-projects.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { DataExportSection } from './account/data-export-section.tsx';
import { DeleteAccountDialog } from './account/delete-account-dialog.tsx';

/**
 * Settings → Account: "Request Data Export" and "Delete Account", both real:
 * the export is built on the server and downloaded through a 7-day link; deletion hands over
 * or deletes the projects the person owns, removes the account and signs out to the landing page.
 */
export function AccountTab() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const projects = useProjects();
  const owned = (projects.data ?? []).filter((p) => p.owner_id === user?.id);

  return (
    <div className="flex flex-col gap-8">
      <DataExportSection />
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-3 border-t border-border pt-6"
      >
        <h2 id={headingId} className="text-lg font-semibold text-red-700 dark:text-red-400">
          {t('accountSettings.delete.heading')}
        </h2>
        <p className="text-sm text-fg-muted">{t('accountSettings.delete.description')}</p>
        {projects.isError ? (
          <FormAlert tone="error">{t('accountSettings.delete.loadFailed')}</FormAlert>
        ) : null}
        <button
          type="button"
          className={buttonClass('danger', 'md', 'self-start')}
          disabled={!user || !projects.data}
          onClick={() => setOpen(true)}
        >
          {t('accountSettings.delete.open')}
        </button>
        {user && open ? (
          <DeleteAccountDialog open={open} onOpenChange={setOpen} userId={user.id} owned={owned} />
        ) : null}
      </section>
    </div>
  );
}
