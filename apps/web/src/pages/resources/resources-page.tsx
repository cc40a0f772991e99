import { BookOpen, Mic, MessagesSquare, Server, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PublicPageHeader } from '../../components/public-page-header.tsx';

const GUIDES: { key: 'start' | 'voice' | 'chat' | 'hosting'; icon: LucideIcon }[] = [
  { key: 'start', icon: BookOpen },
  { key: 'voice', icon: Mic },
  { key: 'chat', icon: MessagesSquare },
  { key: 'hosting', icon: Server },
];
const FAQ = ['1', '2', '3', '4'] as const;

/** Guides and frequently asked questions. */
export function ResourcesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('resourcesPage.title'));
  return (
    <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
      <PublicPageHeader title={t('resourcesPage.title')} subtitle={t('resourcesPage.subtitle')} />
      <section className="mt-12">
        <h2 className="text-2xl font-bold">{t('resourcesPage.guidesTitle')}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {GUIDES.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4 rounded-2xl border border-border bg-surface p-5">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold">{t(`resourcesPage.guides.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-fg-muted">
                  {t(`resourcesPage.guides.${key}.body`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-12">
        <h2 className="text-2xl font-bold">{t('resourcesPage.faqTitle')}</h2>
        <div className="mt-6 flex flex-col gap-3">
          {FAQ.map((n) => (
            <details key={n} className="group rounded-xl border border-border bg-surface px-5 py-3">
              <summary className="flex min-h-11 cursor-pointer items-center font-medium">
                {t(`resourcesPage.faq.q${n}`)}
              </summary>
              <p className="pb-2 text-sm text-fg-muted">{t(`resourcesPage.faq.a${n}`)}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
