import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../api/projects/types.ts';
import { Modal } from '../../components/modal.tsx';
import { projectDisplayName } from '../projects/project-name.ts';
import { StatusBadge } from '../projects/status-badge.tsx';
import { AddMemberModal } from './add-member-modal.tsx';

const CHOICE_CLASS =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-start text-sm font-medium hover:bg-muted';

type InviteTeamFlowProps = {
  /** The caller's projects; only those whose `can.invite` is set are offered. */
  projects: readonly Project[];
  /** The chooser's title (the name of the control that started the flow). */
  title: string;
  onClose: () => void;
};

/**
 * Inviting people from outside a project: the project's Add Team Member dialog, after a choice
 * of project when the caller may invite to several (none: the chooser says why). Mount it while
 * the flow runs; it calls `onClose` when the last dialog closes.
 */
export function InviteTeamFlow({ projects, title, onClose }: InviteTeamFlowProps) {
  const { t } = useTranslation();
  const invitable = projects.filter((project) => project.can.invite);
  const [inviteTo, setInviteTo] = useState<string | null>(
    invitable.length === 1 ? invitable[0]!.id : null,
  );
  // The control that started the flow: after a project was chosen the chooser is gone, so the
  // last dialog would hand focus to the page body instead of back to it.
  const [origin] = useState(() => document.activeElement as HTMLElement | null);
  const closeWhenShut = (open: boolean) => {
    if (open) return;
    onClose();
    setTimeout(() => {
      if (origin?.isConnected && origin !== document.body) origin.focus();
    });
  };

  if (inviteTo) return <AddMemberModal open projectId={inviteTo} onOpenChange={closeWhenShut} />;
  return (
    <Modal
      open
      onOpenChange={closeWhenShut}
      title={title}
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
                className={CHOICE_CLASS}
                onClick={() => setInviteTo(project.id)}
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
  );
}
