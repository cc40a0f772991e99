import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n.ts';
import { LANGUAGES, toLanguage, type Language } from '../i18n/languages.ts';

/** A compact language picker; the choice is stored and mirrors the layout for Arabic. */
export function LanguageSwitcher({ className = 'inline-flex' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className={`relative items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('common.language')}
      </label>
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute start-2.5 size-4 text-fg-muted"
      />
      <select
        id={id}
        value={current}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
        className="min-h-11 appearance-none rounded-lg border border-border bg-surface ps-8 pe-3 text-sm text-fg hover:bg-muted"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`common.languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
