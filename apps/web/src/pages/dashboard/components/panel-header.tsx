import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A side panel's title with an optional "View all" link. */
export function PanelHeader({ title, viewAllTo }: { title: string; viewAllTo?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-14 items-center justify-between gap-2 border-b border-border px-4">
      <h2 className="font-semibold">{title}</h2>
      {viewAllTo ? (
        <Link
          to={viewAllTo}
          className="-me-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-primary hover:underline"
        >
          {t('overview.list.viewAll')}
        </Link>
      ) : null}
    </div>
  );
}
