import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar.tsx';

const TESTIMONIALS = ['t1', 't2', 't3'] as const;

/** The three fixed testimonials of the landing page. */
export function Testimonials() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <h2 className="text-center text-3xl font-bold tracking-tight">
        {t('landing.testimonials.title')}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((key) => (
          <li key={key}>
            <figure className="flex h-full flex-col gap-4 rounded-2xl border border-border bg-surface p-6">
              <Quote aria-hidden="true" className="size-6 text-primary rtl:-scale-x-100" />
              <blockquote className="flex-1 text-fg">
                {t(`landing.testimonials.${key}.quote`)}
              </blockquote>
              <figcaption className="flex items-center gap-3">
                <Avatar name={t(`landing.testimonials.${key}.name`)} />
                <span>
                  <span className="block text-sm font-semibold">
                    {t(`landing.testimonials.${key}.name`)}
                  </span>
                  <span className="block text-xs text-fg-muted">
                    {t(`landing.testimonials.${key}.role`)}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
