import type { ThreadJson } from '@crewline/shared/contracts/chat-responses';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/text-field.tsx';

type ThreadSelectProps = {
  threads: readonly ThreadJson[];
  value: string;
  onChange: (threadId: string) => void;
};

/** A thread's name as the picker shows it: its title (or "General") and where it lives. */
function threadLabel(thread: ThreadJson, general: string): string {
  return `${thread.title ?? general} — ${thread.context_name}`;
}

/** Picks one of the caller's threads, project threads and direct conversations apart. */
export function ThreadSelect({ threads, value, onChange }: ThreadSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const general = t('devPages.threads.general');
  const groups = [
    {
      label: t('devPages.threads.project'),
      threads: threads.filter((x) => x.context_type === 'project'),
    },
    {
      label: t('devPages.threads.direct'),
      threads: threads.filter((x) => x.context_type === 'direct'),
    },
  ].filter((group) => group.threads.length > 0);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('devPages.threads.thread')}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          {t('devPages.threads.choose')}
        </option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.threads.map((thread) => (
              <option key={thread.id} value={thread.id}>
                {threadLabel(thread, general)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
