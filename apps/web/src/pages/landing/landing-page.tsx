import {
  ArrowRight,
  Bot,
  CalendarCheck,
  Check,
  PlayCircle,
  Sparkles,
  Users,
  Zap,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { BoardPreview } from './board-preview.tsx';
import { Testimonials } from './testimonials.tsx';
import { WatchDemoButton } from './watch-demo-button.tsx';

const FEATURES = [
  { key: 'ai', icon: Sparkles },
  { key: 'realtime', icon: Users },
  { key: 'automation', icon: Zap },
] as const;

const ASSISTANT_POINTS = ['sprint', 'docs', 'bottlenecks', 'voice'] as const;
const STATS = [
  { value: 'teams', label: 'teamsLabel' },
  { value: 'overhead', label: 'overheadLabel' },
  { value: 'languages', label: 'languagesLabel' },
] as const;

/** The marketing landing page. */
export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.title'));
  return (
    <>
      <section className="relative overflow-hidden border-b border-border bg-gradient-to-b from-primary-soft/60 to-bg">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
          <div className="flex flex-col items-start gap-6">
            <span className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-sm font-medium text-primary-soft-fg">
              <CalendarCheck aria-hidden="true" className="size-4" />
              {t('landing.hero.badge')}
            </span>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {t('landing.hero.title')}
            </h1>
            <p className="max-w-xl text-lg text-fg-muted">{t('landing.hero.subtitle')}</p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
              <Link to="/auth/signup" className={buttonClass('primary', 'lg')}>
                {t('landing.hero.startTrial')}
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </Link>
              <Link to="/demo" className={buttonClass('secondary', 'lg')}>
                {t('landing.hero.scheduleDemo')}
              </Link>
              <WatchDemoButton className={buttonClass('ghost', 'lg')}>
                <PlayCircle aria-hidden="true" className="size-5" />
                {t('landing.hero.watchDemo')}
              </WatchDemoButton>
            </div>
            <p className="text-sm text-fg-muted">{t('landing.hero.note')}</p>
          </div>
          <BoardPreview />
        </div>
      </section>

      <section aria-label={t('landing.hero.badge')} className="border-b border-border bg-surface">
        <dl className="mx-auto grid max-w-7xl gap-6 px-4 py-10 text-center sm:grid-cols-3 sm:px-6">
          {STATS.map((stat) => (
            <div key={stat.value} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-fg-muted">{t(`landing.stats.${stat.label}`)}</dt>
              <dd className="text-3xl font-extrabold text-primary">
                {t(`landing.stats.${stat.value}`)}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight">{t('landing.features.title')}</h2>
          <p className="mt-3 text-fg-muted">{t('landing.features.subtitle')}</p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`landing.features.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-fg-muted">{t(`landing.features.${key}.body`)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Link
            to="/features"
            className="inline-flex min-h-11 items-center gap-1 font-medium text-primary hover:underline"
          >
            {t('landing.features.explore')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </Link>
        </div>
      </section>

      <section className="border-y border-border bg-surface">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              {t('landing.assistant.eyebrow')}
            </p>
            <h2 className="mt-2 text-3xl font-bold tracking-tight">
              {t('landing.assistant.title')}
            </h2>
            <p className="mt-4 text-fg-muted">{t('landing.assistant.body')}</p>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {ASSISTANT_POINTS.map((point) => (
              <li
                key={point}
                className="flex items-start gap-3 rounded-xl border border-border bg-bg p-4"
              >
                {point === 'voice' ? (
                  <Bot aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                ) : (
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                )}
                <span className="text-sm">{t(`landing.assistant.points.${point}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Testimonials />

      <section className="px-4 pb-20 sm:px-6">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-5 rounded-3xl bg-primary px-6 py-14 text-center text-primary-fg">
          <h2 className="text-3xl font-bold tracking-tight">{t('landing.cta.title')}</h2>
          <p className="max-w-xl opacity-90">{t('landing.cta.body')}</p>
          <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Link
              to="/auth/signup"
              className={buttonClass('secondary', 'lg', 'border-transparent')}
            >
              {t('landing.hero.startTrial')}
            </Link>
            <Link
              to="/demo"
              className={buttonClass(
                'ghost',
                'lg',
                'border border-current text-primary-fg hover:bg-white/10',
              )}
            >
              {t('landing.hero.scheduleDemo')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
