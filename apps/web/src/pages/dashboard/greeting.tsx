import { greetingName, greetingPeriod } from '@crewline/shared/domain/greeting';
import { useTranslation } from 'react-i18next';

/** "Good morning/afternoon/evening, {name}" and the line under it. */
export function Greeting({ name, now }: { name: string | null | undefined; now: Date }) {
  const { t } = useTranslation();
  const displayName = greetingName(name) ?? t('dashboard.defaultName');
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t(`dashboard.greeting.${greetingPeriod(now)}`, { name: displayName })}
      </h1>
      <p className="mt-1 text-fg-muted">{t('dashboard.subtitle')}</p>
    </div>
  );
}
