import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertSettingsSection } from '../notifications/alert-settings-section.tsx';
import { PushDeviceSettings } from '../notifications/push-device-settings.tsx';
import { NotificationPreferencesForm } from '../../pages/settings/notification-preferences-form.tsx';
import { CalendarFeedSection } from './calendar-feed-section.tsx';

/** Settings → Notifications: what is sent and how (the notifications issue's sections). */
export function NotificationsTab() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('settingsPage.notifications.heading')}
      </h2>
      <NotificationPreferencesForm />
      <div className="border-t border-border pt-4">
        <PushDeviceSettings />
      </div>
      <div className="border-t border-border pt-4">
        <AlertSettingsSection />
      </div>
      <div className="border-t border-border pt-4">
        <CalendarFeedSection />
      </div>
    </section>
  );
}
