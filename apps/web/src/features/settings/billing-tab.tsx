import { FREE_TIER_MEMBERS } from '@crewline/shared/limits';
import { Heart, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Settings → Billing, told honestly: the free tier and its member count, no payment
 * form because there is no payment provider, and that Crewline itself is free to self-host.
 */
export function BillingTab() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('settingsPage.billing.heading')}
      </h2>
      <div className="rounded-xl border border-border p-4">
        <p className="text-xs font-medium tracking-wide text-fg-muted uppercase">
          {t('settingsPage.billing.currentPlan')}
        </p>
        <p className="mt-1 flex items-center gap-2 text-base font-semibold">
          <Users aria-hidden="true" className="size-5 text-primary" />
          {t('settingsPage.billing.planName')}
        </p>
        <p className="mt-2 text-sm">
          {t('settingsPage.billing.planSummary', { members: FREE_TIER_MEMBERS })}
        </p>
        <p className="mt-2 text-sm text-fg-muted">{t('settingsPage.billing.memberLimit')}</p>
        <p className="mt-2 text-sm text-fg-muted">{t('settingsPage.billing.noPayment')}</p>
      </div>
      <div className="rounded-xl border border-border bg-muted/40 p-4">
        <h3 className="flex items-center gap-2 font-semibold">
          <Heart aria-hidden="true" className="size-4 text-primary" />
          {t('settingsPage.billing.selfHostedHeading')}
        </h3>
        <p className="mt-2 text-sm">{t('settingsPage.billing.selfHosted')}</p>
      </div>
    </section>
  );
}
