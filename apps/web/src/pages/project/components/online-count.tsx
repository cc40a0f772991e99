import { useTranslation } from 'react-i18next';
import type { TeamEntry } from '../../../api/projects/types.ts';

/** "{n} online" in the project header: team members the presence store shows online. */
export function OnlineCount({ team }: { team: readonly TeamEntry[] }) {
  const { t } = useTranslation();
  const count = team.filter((member) => member.online).length;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-fg-muted">
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${count > 0 ? 'bg-emerald-500' : 'bg-slate-400'}`}
      />
      {t('realtime.onlineCount', { count })}
    </span>
  );
}
