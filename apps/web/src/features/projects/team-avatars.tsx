import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar.tsx';
import type { TeamEntry } from '../../api/projects/types.ts';

/** How many avatars a card or row shows before "+n". */
const VISIBLE_AVATARS = 3;

type TeamAvatarsProps = { team: readonly TeamEntry[]; showMore?: boolean };

/** Overlapping team avatars with an online dot and the name on hover; "+n" beyond three. */
export function TeamAvatars({ team, showMore = true }: TeamAvatarsProps) {
  const { t } = useTranslation();
  const shown = team.slice(0, VISIBLE_AVATARS);
  const rest = team.length - shown.length;
  return (
    <ul className="flex items-center -space-x-1 rtl:space-x-reverse">
      {shown.map((member) => {
        const label = member.online
          ? t('projects.card.memberOnline', { name: member.name })
          : member.name;
        return (
          <li key={member.id} className="relative rounded-full ring-2 ring-surface" title={label}>
            <Avatar name={member.name} src={member.avatar} size="sm" />
            <span className="sr-only">{label}</span>
            {member.online ? (
              <span
                aria-hidden="true"
                className="absolute -end-0.5 -bottom-0.5 size-2.5 rounded-full bg-emerald-500 ring-2 ring-surface"
              />
            ) : null}
          </li>
        );
      })}
      {showMore && rest > 0 ? (
        <li
          className="inline-flex size-7 items-center justify-center rounded-full bg-muted text-xs font-semibold text-fg-muted ring-2 ring-surface"
          title={t('projects.card.moreLabel', { count: rest })}
        >
          <span aria-hidden="true">{t('projects.card.more', { count: rest })}</span>
          <span className="sr-only">{t('projects.card.moreLabel', { count: rest })}</span>
        </li>
      ) : null}
    </ul>
  );
}
