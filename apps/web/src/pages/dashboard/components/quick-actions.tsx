import { FolderPlus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../api/projects/types.ts';
import { InviteTeamFlow } from '../../../features/members/invite-team-flow.tsx';
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
  const [inviting, setInviting] = useState(false);

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
        <button type="button" onClick={() => setInviting(true)} className={ACTION_CLASS}>
          <span className="flex size-8 items-center justify-center rounded-lg bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
            <UserPlus aria-hidden="true" className="size-4" />
          </span>
          {t('overview.list.inviteTeam')}
        </button>
      </div>

      {inviting ? (
        <InviteTeamFlow
          projects={projects}
          title={t('overview.list.inviteTeam')}
          onClose={() => setInviting(false)}
        />
      ) : null}
    </section>
  );
}
