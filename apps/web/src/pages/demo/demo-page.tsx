import { CheckCircle2, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { PublicPageHeader } from '../../components/public-page-header.tsx';

const DEMO_EMAIL = 'demo@crewline.app';
const AGENDA = ['boards', 'chat', 'voice', 'hosting'] as const;

/** Schedule a Demo: what the session covers and how to book it. */
export function DemoPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('demoPage.title'));
  const mailto = `mailto:${DEMO_EMAIL}?subject=${encodeURIComponent(t('demoPage.emailSubject'))}`;
  return (
    <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
      <PublicPageHeader title={t('demoPage.title')} subtitle={t('demoPage.subtitle')} />
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <section className="rounded-2xl border border-border bg-surface p-6">
          <h2 className="text-xl font-semibold">{t('demoPage.agendaTitle')}</h2>
          <ul className="mt-4 flex flex-col gap-3">
            {AGENDA.map((item) => (
              <li key={item} className="flex items-start gap-2 text-sm">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {t(`demoPage.agenda.${item}`)}
              </li>
            ))}
          </ul>
        </section>
        <section className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6">
          <h2 className="text-xl font-semibold">{t('demoPage.contactTitle')}</h2>
          <p className="text-sm text-fg-muted">{t('demoPage.contactBody')}</p>
          <a href={mailto} className={buttonClass('primary', 'lg')}>
            <Mail aria-hidden="true" className="size-5" />
            {t('demoPage.contactButton')}
          </a>
          <p className="text-sm text-fg-muted" dir="ltr">
            {DEMO_EMAIL}
          </p>
        </section>
      </div>
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        <p className="text-fg-muted">{t('demoPage.tryInstead')}</p>
        <Link to="/auth/signup" className={buttonClass('secondary', 'lg')}>
          {t('landing.hero.startTrial')}
        </Link>
      </div>
    </div>
  );
}
