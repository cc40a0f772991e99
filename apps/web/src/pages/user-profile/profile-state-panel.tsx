import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles.ts';

/** An error of the profile page, with "Return to Dashboard". */
export function ProfileErrorPanel({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto my-8 flex max-w-lg flex-col items-center gap-4 rounded-xl border border-border bg-surface p-8 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-10 text-amber-500" />
      <h1 className="text-lg font-semibold">{message}</h1>
      <Link to="/dashboard" className={buttonClass('primary')}>
        {t('publicProfile.returnToDashboard')}
      </Link>
    </div>
  );
}
