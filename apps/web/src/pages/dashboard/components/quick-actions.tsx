import { ChevronRight, FolderPlus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../api/projects/types.ts';
import { AddMemberModal } from '../../../features/members/add-member-modal.tsx';
import { Modal } from '../../../components/modal.tsx';
import { projectDisplayName } from '../../../features/projects/project-name.ts';
import { StatusBadge } from '../../../features/projects/status-badge.tsx';
import { PanelHeader } from './panel-header.tsx';

type QuickActionsProps = { projects: readonly Project[]; onNewProject: () => void };

const ACTION_CLASS =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-start text-sm font-medium hover:bg-muted';

/**
 * Quick Actions: New Project opens the create dialog; Invite Team opens the project's
 * Add Team Member dialog, asking first which project when the caller may invite to several.
 */
export function QuickActions({ projects, onNewProject }: QuickActionsProps) {
  const { t } = useTranslation();
  const invitable = projects.filter((project) => project.can.invite);
  const [choosing, setChoosing] = useState(false);
  const [inviteTo, setInviteTo] = useState<string | null>(null);

  function startInvite() {
    if (invitable.length === 1 && invitable[0]) setInviteTo(invitable[0].id);
    else setChoosing(true);
  }

  return (
    <section className="rounded-2xl border border-border bg-surface">
      <PanelHeader title={t('overview.list.quickActions')} />
      <div className="flex flex-col p-2">
        <button type="button" onClick={onNewProject} className={ACTION_CLASS}>
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-fg">
            <FolderPlus aria-hidden="true" className="size-4" />
          </span>
          {t('overview.list.newProject')}
        </button>
        <button type="button" onClick={startInvite} className={ACTION_CLASS}>
          <span className="flex size-8 items-center justify-center rounded-lg bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
            <UserPlus aria-hidden="true" className="size-4" />
          </span>
          {t('overview.list.inviteTeam')}
        </button>
      </div>

      <Modal
        open={choosing}
        onOpenChange={setChoosing}
        title={t('overview.list.inviteTeam')}
        description={
          invitable.length > 0 ? t('overview.list.inviteChoose') : t('overview.list.inviteNone')
        }
      >
        {invitable.length > 0 ? (
          <ul className="flex flex-col">
            {invitable.map((project) => (
              <li key={project.id}>
                <button
                  type="button"
                  className={ACTION_CLASS}
                  onClick={() => {
                    setChoosing(false);
                    setInviteTo(project.id);
                  }}
                >
                  <span
                    title={projectDisplayName(project.title, t)}
                    className="min-w-0 flex-1 truncate"
                  >
                    {projectDisplayName(project.title, t)}
                  </span>
                  <StatusBadge status={project.status} />
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 rtl:rotate-180" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </Modal>

      {inviteTo ? (
        <AddMemberModal
          open
          onOpenChange={(open) => {
            if (!open) setInviteTo(null);
          }}
          projectId={inviteTo}
        />
      ) : null}
    </section>
  );
}
