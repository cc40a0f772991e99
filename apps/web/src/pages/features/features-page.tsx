import {
  Globe2,
  KanbanSquare,
  ListChecks,
  MessagesSquare,
  Bell,
  Mic,
  Server,
  UserPlus,
  GraduationCap,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { PublicPageHeader } from '../../components/public-page-header.tsx';

const ITEMS: {
  key:
    | 'boards'
    | 'tasks'
    | 'members'
    | 'chat'
    | 'notifications'
    | 'voice'
    | 'mentorship'
    | 'languages'
    | 'selfHost';
  icon: LucideIcon;
}[] = [
  { key: 'boards', icon: KanbanSquare },
  { key: 'tasks', icon: ListChecks },
  { key: 'members', icon: UserPlus },
  { key: 'chat', icon: MessagesSquare },
  { key: 'notifications', icon: Bell },
  { key: 'voice', icon: Mic },
  { key: 'mentorship', icon: GraduationCap },
  { key: 'languages', icon: Globe2 },
  { key: 'selfHost', icon: Server },
];

/** What Crewline does, feature by feature. */
export function FeaturesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('featuresPage.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <PublicPageHeader title={t('featuresPage.title')} subtitle={t('featuresPage.subtitle')} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {ITEMS.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-2xl border border-border bg-surface p-6">
            <Icon aria-hidden="true" className="size-6 text-primary" />
            <h2 className="mt-3 text-lg font-semibold">{t(`featuresPage.items.${key}.title`)}</h2>
            <p className="mt-2 text-sm text-fg-muted">{t(`featuresPage.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/auth/signup" className={buttonClass('primary', 'lg')}>
          {t('landing.hero.startTrial')}
        </Link>
        <Link to="/demo" className={buttonClass('secondary', 'lg')}>
          {t('landing.hero.scheduleDemo')}
        </Link>
      </div>
    </div>
  );
}
