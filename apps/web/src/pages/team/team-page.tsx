import { Search, UserPlus, Users } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../api/projects/types.ts';
import { useProjects } from '../../api/projects/use-projects.ts';
import { useTeam } from '../../api/team/use-team.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { InviteTeamFlow } from '../../features/members/invite-team-flow.tsx';
import { PersonCard } from './components/person-card.tsx';
import { filterPeople } from './filter-people.ts';

/** Invite Team Members, or why it is off: no project yet, or none the reader may invite to. */
function InviteButton({
  projects,
  onInvite,
}: {
  /** The reader's projects; undefined while they load. */
  projects: readonly Project[] | undefined;
  onInvite: () => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const list = projects ?? [];
  const allowed = list.some((project) => project.can.invite);
  const reason = !projects
    ? null
    : list.length === 0
      ? t('overview.list.inviteNone')
      : allowed
        ? null
        : t('teamPage.inviteNone');
  return (
    <div className="flex w-full flex-col gap-1 sm:w-auto sm:max-w-xs sm:items-end">
      <button
        type="button"
        className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
        disabled={!allowed}
        aria-describedby={reason ? reasonId : undefined}
        onClick={onInvite}
      >
        <UserPlus aria-hidden="true" className="size-4" />
        {t('teamPage.invite')}
      </button>
      {reason ? (
        <p id={reasonId} className="text-xs text-fg-muted sm:text-end">
          {reason}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /dashboard/team: everyone the reader shares a project with, searchable by name or e-mail,
 * each with presence, last activity and, per shared project, role, open tasks and workload.
 * Kept current by the socket (member, task and project frames; presence from its store).
 */
export function TeamPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('teamPage.title'));
  const searchId = useId();
  const team = useTeam();
  const projects = useProjects();
  const [query, setQuery] = useState('');
  const [inviting, setInviting] = useState(false);
  const people = useMemo(() => team.data ?? [], [team.data]);
  const shown = useMemo(() => filterPeople(people, query), [people, query]);
  // One clock per render, so every card measures "last active" from the same moment.
  const now = new Date();

  let body;
  if (team.isPending) {
    body = (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
    );
  } else if (team.isError) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <FormAlert tone="error">{t('teamPage.loadFailed')}</FormAlert>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => void team.refetch()}
        >
          {t('teamPage.retry')}
        </button>
      </div>
    );
  } else if (people.length === 0) {
    body = (
      <EmptyState icon={Users} title={t('teamPage.emptyTitle')} body={t('teamPage.emptyBody')} />
    );
  } else {
    const alone = people.every((person) => person.is_self);
    body = (
      <div className="flex flex-col gap-4">
        <div role="search" className="flex flex-col gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium">
            {t('teamPage.search')}
          </label>
          <span className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              autoComplete="off"
              placeholder={t('teamPage.searchPlaceholder')}
              onChange={(event) => setQuery(event.target.value)}
              className={`${inputClass} ps-9`}
            />
          </span>
        </div>
        <p role="status" className="text-sm text-fg-muted">
          {shown.length === 0
            ? t('teamPage.noMatch', { query: query.trim() })
            : t('teamPage.count', { count: shown.length })}
        </p>
        {shown.length > 0 ? (
          <ul className="grid min-w-0 gap-3 lg:grid-cols-2">
            {shown.map((person) => (
              <PersonCard key={person.id} person={person} now={now} />
            ))}
          </ul>
        ) : null}
        {alone ? (
          <p className="rounded-xl bg-muted px-4 py-3 text-sm text-fg-muted">
            {t('teamPage.onlyYou')}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{t('teamPage.title')}</h1>
          <p className="text-sm text-fg-muted">{t('teamPage.subtitle')}</p>
        </div>
        <InviteButton projects={projects.data} onInvite={() => setInviting(true)} />
      </header>
      {body}
      {inviting && projects.data ? (
        <InviteTeamFlow
          projects={projects.data}
          title={t('teamPage.invite')}
          onClose={() => setInviting(false)}
        />
      ) : null}
    </div>
  );
}
