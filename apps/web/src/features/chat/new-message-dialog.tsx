import { DIRECT_THREAD_MAX_PEOPLE } from '@crewline/shared/contracts/chat';
import { Search } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateThread } from '../../api/chat/use-create-thread.ts';
import { useProjects } from '../../api/projects/use-projects.ts';
import { Avatar } from '../../components/avatar.tsx';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { Modal } from '../../components/modal.tsx';

/** The others a direct conversation may hold (the starter makes the 8th). */
const DIRECT_MAX_OTHERS = DIRECT_THREAD_MAX_PEOPLE - 1;

type Teammate = { id: string; name: string; avatar: string | null };

type NewMessageDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentUserId: string;
  onOpenThread: (threadId: string) => void;
};

/**
 * "New message": pick 1 to 7 teammates (people who share a project with the user) and open
 * the direct conversation with them, new or existing.
 */
export function NewMessageDialog({
  open,
  onOpenChange,
  currentUserId,
  onOpenThread,
}: NewMessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('chat.direct.title')}
      description={t('chat.direct.description', { max: DIRECT_MAX_OTHERS })}
    >
      {open ? (
        <NewMessageForm
          currentUserId={currentUserId}
          onCancel={() => onOpenChange(false)}
          onOpenThread={(threadId) => {
            onOpenThread(threadId);
            onOpenChange(false);
          }}
        />
      ) : null}
    </Modal>
  );
}

function NewMessageForm({
  currentUserId,
  onCancel,
  onOpenThread,
}: {
  currentUserId: string;
  onCancel: () => void;
  onOpenThread: (threadId: string) => void;
}) {
  const { t } = useTranslation();
  const projects = useProjects();
  const create = useCreateThread();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string[]>([]);

  const teammates = useMemo(() => {
    const byId = new Map<string, Teammate>();
    for (const project of projects.data ?? []) {
      for (const person of project.team) {
        if (person.id !== currentUserId && !byId.has(person.id)) {
          byId.set(person.id, { id: person.id, name: person.name, avatar: person.avatar });
        }
      }
    }
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [projects.data, currentUserId]);
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle
    ? teammates.filter((person) => person.name.toLocaleLowerCase().includes(needle))
    : teammates;
  const full = picked.length >= DIRECT_MAX_OTHERS;

  function toggle(id: string) {
    setPicked((current) =>
      current.includes(id)
        ? current.filter((item) => item !== id)
        : current.length >= DIRECT_MAX_OTHERS
          ? current
          : [...current, id],
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (picked.length === 0) return;
    create.mutate(
      { context_type: 'direct', participant_ids: picked },
      {
        onSuccess: (result) =>
          onOpenThread(result.kind === 'created' ? result.thread.id : result.threadId),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('chat.direct.search')}
          aria-label={t('chat.direct.search')}
          className={`${inputClass} ps-9`}
        />
      </div>
      {teammates.length === 0 && !projects.isPending ? (
        <p className="py-4 text-center text-sm text-fg-muted">{t('chat.direct.none')}</p>
      ) : shown.length === 0 && needle ? (
        <p className="py-4 text-center text-sm text-fg-muted">{t('chat.direct.noMatch')}</p>
      ) : (
        <ul className="flex max-h-72 flex-col gap-0.5 overflow-y-auto">
          {shown.map((person) => {
            const checked = picked.includes(person.id);
            return (
              <li key={person.id}>
                <label
                  className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-muted ${
                    !checked && full ? 'opacity-60' : ''
                  }`}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => toggle(person.id)}
                    className="size-4 accent-[var(--color-primary)]"
                  />
                  <span dir="auto" title={person.name} className="min-w-0 flex-1 truncate text-sm">
                    {person.name}
                  </span>
                  <Avatar name={person.name} src={person.avatar} size="sm" />
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <p aria-live="polite" className="text-xs text-fg-muted">
        {t('chat.direct.selected', { count: picked.length })}
        {full ? ` — ${t('chat.direct.limit', { max: DIRECT_MAX_OTHERS })}` : ''}
      </p>
      {create.isError ? (
        <FormAlert tone="error">{t('chat.errors.createThreadRetry')}</FormAlert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t('chat.direct.cancel')}
        </button>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={picked.length === 0 || create.isPending}
        >
          {create.isPending ? t('chat.direct.busy') : t('chat.direct.submit')}
        </button>
      </div>
    </form>
  );
}
