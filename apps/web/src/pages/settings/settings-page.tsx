import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth/use-auth.ts';
import { LanguageSwitcher } from '../../app/language-switcher.tsx';
import { ThemeToggle } from '../../app/theme/theme-toggle.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { AlertSettingsSection } from '../../features/notifications/alert-settings-section.tsx';
import { NotificationPreferencesForm } from './notification-preferences-form.tsx';
import { PushDeviceSettings } from '../../features/notifications/push-device-settings.tsx';

/** Settings: the account basics, appearance and notification preferences. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  useDocumentTitle(t('pages.settings.title'));
  return (
    <PlaceholderPage
      title={t('pages.settings.title')}
      icon={Settings}
      emptyTitle={t('pages.settings.emptyTitle')}
      emptyBody={t('pages.settings.emptyBody')}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <section className="rounded-2xl border border-border bg-surface p-5">
          <h2 className="font-semibold">{t('pages.settings.profile')}</h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-fg-muted">{t('pages.settings.name')}</dt>
            <dd className="truncate">{user?.name}</dd>
            <dt className="text-fg-muted">{t('pages.settings.email')}</dt>
            <dd className="truncate" dir="ltr">
              {user?.email}
            </dd>
          </dl>
        </section>
        <section className="rounded-2xl border border-border bg-surface p-5">
          <h2 className="font-semibold">{t('pages.settings.appearance')}</h2>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <LanguageSwitcher />
            <ThemeToggle />
          </div>
        </section>
        <section
          aria-labelledby="settings-notifications"
          className="rounded-2xl border border-border bg-surface p-5 md:col-span-2"
        >
          <h2 id="settings-notifications" className="mb-3 font-semibold">
            {t('notifications.settings.title')}
          </h2>
          <NotificationPreferencesForm />
          <div className="mt-6">
            <PushDeviceSettings />
          </div>
          <div className="mt-6 border-t border-border pt-4">
            <AlertSettingsSection />
          </div>
        </section>
      </div>
    </PlaceholderPage>
  );
}
