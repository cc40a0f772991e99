import * as Tabs from '@radix-ui/react-tabs';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCredits, useMentorshipProfile } from '../../api/mentorship/use-mentorship-queries.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { AllSessionsTab } from './all-sessions-tab.tsx';
import { DashboardTab } from './dashboard-tab.tsx';
import { MentorSearchPanel } from './mentor-search-panel.tsx';
import { RequestWizard } from './request-wizard.tsx';

type Mentor = { id: string; fullName: string };

/** The mentorship page: header actions, the profile banner and the two tabs. */
export function MentorshipView() {
  const { t } = useTranslation();
  const profile = useMentorshipProfile();
  const credits = useCredits();
  const reasonId = useId();
  const [wizard, setWizard] = useState<{ mentor?: Mentor } | null>(null);
  const [searching, setSearching] = useState(false);
  const findButton = useRef<HTMLButtonElement>(null);
  const complete = profile.data?.complete === true;
  const balance = credits.data?.currentBalance ?? 0;
  // A search needs a name and a bio; a request needs them and at least one credit.
  const reason = !complete
    ? t('mentorship.reasons.profile')
    : balance < 1
      ? t('mentorship.reasons.credits')
      : null;
  const loaded = profile.isSuccess && credits.isSuccess;
  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-4 p-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('mentorship.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <button
            ref={findButton}
            type="button"
            className={buttonClass('secondary')}
            disabled={!loaded || !complete}
            aria-describedby={loaded && !complete ? reasonId : undefined}
            aria-expanded={searching}
            onClick={() => setSearching(true)}
          >
            {t('mentorship.findMentors')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={!loaded || reason !== null}
            aria-describedby={loaded && reason ? reasonId : undefined}
            onClick={() => setWizard({})}
          >
            {t('mentorship.requestSession')}
          </button>
        </div>
      </header>
      {loaded && reason ? (
        <p id={reasonId} className="text-sm text-muted-fg">
          {reason}
        </p>
      ) : null}
      {profile.error || credits.error ? (
        <FormAlert tone="error">{t('mentorship.loadFailed')}</FormAlert>
      ) : null}
      {profile.isSuccess && !complete ? (
        <section className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950">
          <h2 className="font-semibold">{t('mentorship.banner.title')}</h2>
          <p className="text-sm">{t('mentorship.banner.body')}</p>
          <Link
            className={buttonClass('secondary', 'sm', 'self-start')}
            to="/dashboard/settings?tab=profile"
          >
            {t('mentorship.banner.link')}
          </Link>
        </section>
      ) : null}
      {searching && complete ? (
        <MentorSearchPanel
          canRequest={reason === null}
          onRequest={(mentor) => setWizard({ mentor })}
          onClose={() => {
            setSearching(false);
            findButton.current?.focus();
          }}
        />
      ) : null}
      <Tabs.Root defaultValue="dashboard" className="flex min-w-0 flex-col gap-4">
        <Tabs.List className="flex gap-2 border-b border-border">
          {(['dashboard', 'all'] as const).map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="min-h-11 border-b-2 border-transparent px-3 text-sm font-medium data-[state=active]:border-primary"
            >
              {t(`mentorship.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="dashboard">
          <DashboardTab
            balance={credits.data?.currentBalance}
            mentoring={profile.data?.isMentor === true}
          />
        </Tabs.Content>
        <Tabs.Content value="all">
          <AllSessionsTab />
        </Tabs.Content>
      </Tabs.Root>
      {wizard ? (
        <RequestWizard
          open
          balance={balance}
          mentor={wizard.mentor}
          onClose={() => setWizard(null)}
        />
      ) : null}
    </div>
  );
}
