import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';

type LegalDocumentProps = {
  doc: 'privacy' | 'terms';
  sections: readonly string[];
};

/** A legal page; "last updated" shows today's date in the interface language. */
export function LegalDocument({ doc, sections }: LegalDocumentProps) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  useDocumentTitle(t(`legal.${doc}.title`));
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight break-words hyphens-auto sm:text-4xl">
        {t(`legal.${doc}.title`)}
      </h1>
      <p className="mt-2 text-sm text-fg-muted">
        {t('legal.lastUpdated', { date: date(new Date()) })}
      </p>
      <p className="mt-8 text-lg">{t(`legal.${doc}.intro`)}</p>
      {sections.map((section) => (
        <section key={section} className="mt-8">
          <h2 className="text-xl font-semibold">
            {t(`legal.${doc}.sections.${section}.title` as 'legal.privacy.sections.collect.title')}
          </h2>
          <p className="mt-2 leading-relaxed text-fg-muted">
            {t(`legal.${doc}.sections.${section}.body` as 'legal.privacy.sections.collect.body')}
          </p>
        </section>
      ))}
    </article>
  );
}
