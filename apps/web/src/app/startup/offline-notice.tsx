import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from './use-online-status.ts';

/** A banner across the top while the connection is down. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-50"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {t('common.offline')}
    </div>
  );
}
