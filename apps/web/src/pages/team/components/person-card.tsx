import type { PresenceStatus } from '@crewline/shared/contracts/presence';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeamPerson, TeamProject } from '../../../api/team/team-api.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { TruncatedName } from '../../../components/truncated-name.tsx';
import { BottleneckBadge, WorkloadBadge } from '../../../features/members/workload-badge.tsx';
import { projectDisplayName } from '../../../features/projects/project-name.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { formatLastActive } from '../last-active.ts';

const PRESENCE_DOT: Readonly<Record<PresenceStatus, string>> = {
  online: 'bg-emerald-500',
  away: 'bg-amber-500',
  busy: 'bg-red-500',
  offline: 'bg-slate-400',
};

/** One shared project: name, the person's role, open tasks, workload and bottleneck. */
function ProjectRow({ project }: { project: TeamProject }) {
  const { t } = useTranslation();
  const name = projectDisplayName(project.name, t);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg bg-muted px-3 py-2 text-sm">
      <Link
        to={`/dashboard/projects/${project.id}/team`}
        className="flex min-h-11 min-w-0 flex-[1_1_10rem] items-center font-medium hover:underline"
      >
        <TruncatedName name={name} />
      </Link>
      <span className="text-fg-muted">{t(`projects.roles.${project.role}`)}</span>
      <span>{t('teamPage.openTasks', { count: project.open_tasks })}</span>
      {project.workload ? (
        <WorkloadBadge
          level={project.workload}
          text={t('teamPage.workload', { level: t(`teamPage.levels.${project.workload}`) })}
        />
      ) : (
        <span className="text-fg-muted">{t('teamPage.noWorkload')}</span>
      )}
      {project.bottleneck ? <BottleneckBadge text={t('teamPage.bottleneck')} /> : null}
    </li>
  );
}

/** A person the reader works with: presence, last activity and each shared project. */
export function PersonCard({ person, now }: { person: TeamPerson; now: Date }) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const nameId = useId();
  const presence = t(`teamPage.presence.${person.presence}`);
  // Someone with the app open is active now; the last activity says something only otherwise.
  const lastActive =
    person.presence !== 'offline'
      ? null
      : person.last_active_at
        ? t('teamPage.lastActive', {
            when: formatLastActive(person.last_active_at, now, locale),
          })
        : t('teamPage.neverActive');
  return (
    <li className="min-w-0 rounded-xl border border-border bg-surface p-4">
      <article aria-labelledby={nameId} className="flex min-w-0 flex-col gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="relative shrink-0">
            <Avatar name={person.name} src={person.avatar_small ?? person.avatar} />
            <span
              aria-hidden="true"
              className={`absolute -end-0.5 -bottom-0.5 size-3 rounded-full ring-2 ring-surface ${PRESENCE_DOT[person.presence]}`}
            />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <div className="flex min-w-0 items-center gap-1.5">
              <h2 id={nameId} className="min-w-0 font-medium">
                <Link to={`/dashboard/users/${person.id}`} className="block hover:underline">
                  <TruncatedName name={person.name} />
                </Link>
              </h2>
              {person.is_self ? (
                <span className="shrink-0 rounded-full bg-primary-soft px-2 text-xs leading-5 font-semibold text-primary-soft-fg">
                  {t('teamPage.you')}
                </span>
              ) : null}
            </div>
            <TruncatedName name={person.email} className="text-xs text-fg-muted" />
            <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-fg-muted">
              <span
                aria-hidden="true"
                className={`size-2 rounded-full ${PRESENCE_DOT[person.presence]}`}
              />
              <span className="font-medium text-fg">{presence}</span>
              {lastActive ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{lastActive}</span>
                </>
              ) : null}
            </p>
          </div>
          <span className="max-w-[35%] shrink-0 text-end text-sm font-medium">
            {t('teamPage.openTasks', { count: person.open_tasks })}
          </span>
        </div>
        <ul
          aria-label={t('teamPage.projects', { name: person.name })}
          className="flex flex-col gap-2"
        >
          {person.projects.map((project) => (
            <ProjectRow key={project.id} project={project} />
          ))}
        </ul>
      </article>
    </li>
  );
}
