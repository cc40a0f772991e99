import { Check, Server } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { PublicPageHeader } from '../../components/public-page-header.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';

type Billing = 'monthly' | 'annual';

// Per member per month, in US dollars; annual billing is 20% off.
const TEAM_PRICE: Record<Billing, number> = { monthly: 8, annual: 6.4 };

const FREE_FEATURES = ['members', 'projects', 'chat', 'voice'] as const;
const TEAM_FEATURES = ['members', 'everything', 'files', 'insights'] as const;

/** The free tier (up to 5 members) and the paid plan, billed monthly or annually. */
export function PricingPage() {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const [billing, setBilling] = useState<Billing>('monthly');
  useDocumentTitle(t('pricingPage.title'));
  const price = (value: number) =>
    number(value, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });

  return (
    <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
      <PublicPageHeader title={t('pricingPage.title')} subtitle={t('pricingPage.subtitle')} />
      <fieldset className="mx-auto mt-8 flex w-fit flex-col items-center gap-2">
        <legend className="sr-only">{t('pricingPage.billingLabel')}</legend>
        <div className="inline-flex rounded-xl border border-border bg-surface p-1">
          {(['monthly', 'annual'] as const).map((option) => (
            <label
              key={option}
              className={`inline-flex min-h-11 cursor-pointer items-center rounded-lg px-5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
                billing === option ? 'bg-primary text-primary-fg' : 'text-fg-muted hover:text-fg'
              }`}
            >
              <input
                type="radio"
                name="billing"
                value={option}
                checked={billing === option}
                onChange={() => setBilling(option)}
                className="sr-only"
              />
              {t(`pricingPage.${option}`)}
            </label>
          ))}
        </div>
        <p className="text-sm text-emerald-700 dark:text-emerald-400">
          {t('pricingPage.annualNote')}
        </p>
      </fieldset>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section className="flex flex-col rounded-2xl border border-border bg-surface p-8">
          <h2 className="text-xl font-semibold">{t('pricingPage.free.name')}</h2>
          <p className="mt-1 text-sm text-fg-muted">{t('pricingPage.free.description')}</p>
          <p className="mt-6 text-4xl font-extrabold">{price(0)}</p>
          <ul className="mt-6 flex flex-1 flex-col gap-3">
            {FREE_FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-sm">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {t(`pricingPage.free.features.${feature}`)}
              </li>
            ))}
          </ul>
          <Link to="/auth/signup" className={buttonClass('secondary', 'lg', 'mt-8')}>
            {t('pricingPage.free.cta')}
          </Link>
        </section>

        <section className="flex flex-col rounded-2xl border-2 border-primary bg-surface p-8 shadow-lg">
          <h2 className="text-xl font-semibold">{t('pricingPage.team.name')}</h2>
          <p className="mt-1 text-sm text-fg-muted">{t('pricingPage.team.description')}</p>
          <p className="mt-6 flex items-baseline gap-2">
            <span className="text-4xl font-extrabold">{price(TEAM_PRICE[billing])}</span>
            <span className="text-sm text-fg-muted">{t('pricingPage.perMemberMonth')}</span>
          </p>
          <p className="mt-1 text-xs text-fg-muted">
            {billing === 'monthly'
              ? t('pricingPage.billedMonthly')
              : t('pricingPage.billedAnnually')}
          </p>
          <ul className="mt-6 flex flex-1 flex-col gap-3">
            {TEAM_FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-sm">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {t(`pricingPage.team.features.${feature}`)}
              </li>
            ))}
          </ul>
          <Link to="/auth/signup" className={buttonClass('primary', 'lg', 'mt-8')}>
            {t('pricingPage.team.cta')}
          </Link>
        </section>
      </div>

      <section className="mt-10 flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-6 sm:flex-row sm:items-center">
        <Server aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <div>
          <h2 className="font-semibold">{t('pricingPage.selfHosted.title')}</h2>
          <p className="text-sm text-fg-muted">{t('pricingPage.selfHosted.body')}</p>
        </div>
      </section>
    </div>
  );
}
