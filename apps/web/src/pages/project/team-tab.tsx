import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../api/members/members-api.ts';
import { useMembers } from '../../api/members/use-members.ts';
import { useProjectInvitations } from '../../api/invitations/use-project-invitations.ts';
import type { Project } from '../../api/projects/types.ts';
import { useAuth } from '../../app/auth/use-auth.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { AddMemberModal } from '../../features/members/add-member-modal.tsx';
import { RemoveMemberModal } from '../../features/members/remove-member-modal.tsx';
import { InvitationCards } from './components/invitation-cards.tsx';
import { MemberList } from './components/member-list.tsx';

/** The team tab: members, pending invitations, Invite Member and the owner's controls. */
export function TeamTab({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const members = useMembers(project.id);
  const invitations = useProjectInvitations(project.id, project.can.view_invitations);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">
          {t('projects.team.members')}
          {members.data ? (
            <span className="ms-2 text-sm font-normal text-fg-muted">{members.data.length}</span>
          ) : null}
        </h2>
        {project.can.invite ? (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setInviting(true)}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {t('projects.team.inviteMember')}
          </button>
        ) : null}
      </div>
      {project.role !== 'owner' ? (
        <p className="rounded-xl bg-muted px-4 py-3 text-sm text-fg-muted">
          {project.role === 'observer'
            ? t('projects.team.youAreObserver')
            : t('projects.team.youAreMember')}
        </p>
      ) : null}

      {members.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </div>
      ) : members.isError ? (
        <FormAlert tone="error">{t('projects.team.loadFailed')}</FormAlert>
      ) : (
        <MemberList
          project={project}
          members={members.data}
          selfId={user?.id}
          onRemove={setRemoving}
        />
      )}

      {invitations.data ? (
        <InvitationCards project={project} invitations={invitations.data} />
      ) : null}

      {inviting ? (
        <AddMemberModal open projectId={project.id} onOpenChange={(open) => setInviting(open)} />
      ) : null}
      {removing ? (
        <RemoveMemberModal
          projectId={project.id}
          member={removing}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}
