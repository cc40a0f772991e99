import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth/use-auth.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { DeveloperProfileSection } from '../../features/mentorship/developer-profile-section.tsx';
import { AccountTab } from '../../features/settings/account-tab.tsx';
import { AppearanceTab } from '../../features/settings/appearance-tab.tsx';
import { BillingTab } from '../../features/settings/billing-tab.tsx';
import { HelpButton } from '../../features/settings/help-button.tsx';
import { NotificationsTab } from '../../features/settings/notifications-tab.tsx';
import { ProfileTab } from '../../features/settings/profile-tab.tsx';
import { SecurityTab } from '../../features/settings/security-tab.tsx';
import { panelId, SettingsTabList, tabId } from '../../features/settings/settings-tab-list.tsx';
import {
  TAB_PARAM,
  toSettingsTab,
  type SettingsTab,
} from '../../features/settings/settings-tabs.ts';

/** The open tab's content. */
function TabContent({ tab }: { tab: SettingsTab }) {
  const { user } = useAuth();
  switch (tab) {
    case 'profile':
      // Keyed by the person, so a form never carries one account's edits into another's.
      return user ? (
        <div className="flex flex-col gap-8">
          <ProfileTab key={user.id} user={user} />
          <DeveloperProfileSection />
        </div>
      ) : null;
    case 'notifications':
      return <NotificationsTab />;
    case 'security':
      return <SecurityTab />;
    case 'billing':
      return <BillingTab />;
    case 'appearance':
      return <AppearanceTab />;
    case 'account':
      return <AccountTab />;
  }
}

/** Settings: a side menu of six tabs, the open one remembered in `?tab=`. */
export function SettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = toSettingsTab(params.get(TAB_PARAM));
  useDocumentTitle(`${t(`settingsPage.tabs.${tab}`)} · ${t('settingsPage.title')}`);

  const select = useCallback(
    (next: SettingsTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(TAB_PARAM, next);
          return updated;
        },
        // Moving through the tabs is not a trail of pages for the Back button.
        { replace: true },
      ),
    [setParams],
  );

  return (
    // Room at the end for the fixed Help button, so it never covers the last control.
    <div className="flex flex-col gap-6 pb-32 md:pb-20">
      <h1 className="text-2xl font-bold tracking-tight">{t('settingsPage.title')}</h1>
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <div className="md:sticky md:top-4 md:w-56 md:shrink-0">
          <SettingsTabList current={tab} onSelect={select} />
        </div>
        <div
          id={panelId(tab)}
          role="tabpanel"
          aria-labelledby={tabId(tab)}
          tabIndex={0}
          className="min-w-0 flex-1 rounded-2xl border border-border bg-surface p-4 sm:p-6"
        >
          <TabContent tab={tab} />
        </div>
      </div>
      <HelpButton />
    </div>
  );
}
