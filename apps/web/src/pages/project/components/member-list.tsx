import { ClipboardList, Star, UserMinus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Member } from '../../../api/members/members-api.ts';
import { useChangeMemberRole } from '../../../api/members/use-change-member-role.ts';
import type { Project } from '../../../api/projects/types.ts';
import { buttonClass, iconButtonClass } from '../../../components/button-styles.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { RoleSelect } from '../../../features/members/role-select.tsx';
import { TruncatedName } from '../../../components/truncated-name.tsx';

type MemberRowProps = {
  project: Project;
  member: Member;
  isSelf: boolean;
  onRemove: (member: Member) => void;
};

const KNOWN_ROLES = ['owner', 'manager', 'leader', 'member', 'observer'] as const;

function MemberRow({ project, member, isSelf, onRemove }: MemberRowProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const changeRole = useChangeMemberRole(project.id);
  const role = (KNOWN_ROLES as readonly string[]).includes(member.role) ? member.role : 'member';
  // Owner controls come from the project's `can` flags; the owner row itself is never editable.
  const manageable = project.can.manage_members && !member.is_owner;
  // Observers may not work on tasks: nothing to assign them.
  const canAssign = !isSelf && project.can.edit_tasks && member.role !== 'observer';
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-3">
      <Link
        to={`/dashboard/users/${member.id}`}
        className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-lg hover:underline"
      >
        <span className="relative shrink-0">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-fg"
          >
            {member.initials}
          </span>
          <span
            className={`absolute -end-0.5 -bottom-0.5 size-3 rounded-full ring-2 ring-surface ${
              member.online ? 'bg-emerald-500' : 'bg-slate-400'
            }`}
            title={member.online ? t('projects.team.online') : t('projects.team.offline')}
          >
            <span className="sr-only">
              {member.online ? t('projects.team.online') : t('projects.team.offline')}
            </span>
          </span>
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="flex min-w-0 items-center gap-1.5 font-medium">
            <TruncatedName name={member.name} />
            {member.is_owner ? (
              <Star
                aria-label={t('projects.team.owner')}
                className="size-4 shrink-0 fill-amber-400 text-amber-500"
              />
            ) : null}
            {isSelf ? (
              <span className="shrink-0 rounded-full bg-primary-soft px-2 text-xs leading-5 font-semibold text-primary-soft-fg">
                {t('projects.team.you')}
              </span>
            ) : null}
          </span>
          <span className="truncate text-xs text-fg-muted">
            {t(`projects.roles.${role}`)} ·{' '}
            {t('projects.team.assigned', { count: member.assigned_tasks })}
          </span>
        </span>
      </Link>
      {manageable || canAssign ? (
        <div className="flex w-full items-center gap-2 sm:w-auto">
          {manageable ? (
            <RoleSelect
              id={`${id}-role`}
              ariaLabel={t('projects.team.roleLabel', { name: member.name })}
              value={member.role === 'owner' ? 'member' : member.role}
              disabled={changeRole.isPending}
              className="w-auto min-w-0 flex-1 sm:w-44 sm:flex-none"
              onChange={(next) =>
                changeRole.mutate(
                  { userId: member.id, role: next },
                  {
                    onSuccess: () => toast.success(t('projects.team.roleChanged')),
                    onError: () => toast.error(t('projects.team.roleFailed')),
                  },
                )
              }
            />
          ) : null}
          {canAssign ? (
            <Link
              to={`/dashboard/projects/${project.id}/tasks?assignee=${member.id}`}
              className={buttonClass('secondary', 'sm', 'shrink-0 max-sm:w-11 max-sm:px-0')}
              title={t('projects.team.assignTask')}
            >
              <ClipboardList aria-hidden="true" className="size-4" />
              {/* Icon only on phones, so the role select keeps room for its label. */}
              <span className="sr-only sm:not-sr-only">{t('projects.team.assignTask')}</span>
            </Link>
          ) : null}
          {manageable ? (
            <button
              type="button"
              className={iconButtonClass('shrink-0 hover:text-red-600')}
              aria-label={t('projects.team.removeLabel', { name: member.name })}
              title={t('projects.team.remove')}
              onClick={() => onRemove(member)}
            >
              <UserMinus aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

type MemberListProps = {
  project: Project;
  members: readonly Member[];
  selfId: string | undefined;
  onRemove: (member: Member) => void;
};

/** The team panel's member list. */
export function MemberList({ project, members, selfId, onRemove }: MemberListProps) {
  return (
    <ul className="flex flex-col gap-2">
      {members.map((member) => (
        <MemberRow
          key={member.id}
          project={project}
          member={member}
          isSelf={member.id === selfId}
          onRemove={onRemove}
        />
      ))}
    </ul>
  );
}
