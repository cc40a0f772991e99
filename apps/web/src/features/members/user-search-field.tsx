import { Search, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../api/users/users-api.ts';
import { useUserSearch } from '../../api/users/use-user-search.ts';
import { Avatar } from '../../components/avatar.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { inputClass } from '../../components/text-field.tsx';

/** Suggestions stay up this long after the field loses focus, so a tap on one still lands. */
const SUGGESTIONS_HIDE_DELAY_MS = 200;
const SEARCH_DEBOUNCE_MS = 250;

type UserSearchFieldProps = {
  label: string;
  query: string;
  onQuery: (query: string) => void;
  onPick: (user: PublicUser) => void;
  onCreateNew: () => void;
  /** Ids that cannot be picked (already members). */
  excluded: ReadonlySet<string>;
};

/** A combobox that searches people by name or e-mail and offers "Create a new user". */
export function UserSearchField({
  label,
  query,
  onQuery,
  onPick,
  onCreateNew,
  excluded,
}: UserSearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [debounced, setDebounced] = useState(query);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  const search = useUserSearch(debounced);
  const results = (search.data ?? []).filter((user) => !excluded.has(user.id));
  const typed = query.trim() !== '';
  const settled = debounced === query && !search.isFetching;
  const showList = open && typed;

  function pick(user: PublicUser) {
    onPick(user);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!showList) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(results.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter' && results[active]) {
      event.preventDefault();
      pick(results[active]);
    } else if (event.key === 'Escape') {
      // Close the list, not the whole dialog.
      event.stopPropagation();
      setOpen(false);
    }
  }

  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
        />
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={showList}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={showList && results[active] ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          className={`${inputClass} ps-9`}
          value={query}
          placeholder={t('projects.addMember.searchPlaceholder')}
          onChange={(event) => {
            onQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => {
            if (hideTimer.current) clearTimeout(hideTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            hideTimer.current = setTimeout(() => setOpen(false), SUGGESTIONS_HIDE_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
        />
        {search.isFetching ? (
          <Spinner size="sm" className="absolute end-3 top-1/2 -translate-y-1/2" />
        ) : null}
      </div>
      {showList ? (
        <div className="absolute inset-x-0 top-full z-10 mt-1 max-h-72 overflow-y-auto rounded-xl border border-border bg-surface p-1 shadow-lg">
          <ul id={`${id}-list`} role="listbox" aria-label={t('projects.addMember.suggestions')}>
            {results.map((user, index) => (
              <li
                key={user.id}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(user)}
                className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-1.5 ${
                  index === active ? 'bg-muted' : ''
                }`}
              >
                <Avatar name={user.name} src={user.avatar} size="sm" />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate text-sm font-medium">{user.name}</span>
                  <span className="truncate text-xs text-fg-muted">{user.email}</span>
                </span>
              </li>
            ))}
          </ul>
          {settled && results.length === 0 ? (
            <p className="px-3 py-2 text-sm text-fg-muted">
              {t('projects.addMember.noMatch', { query: query.trim() })}
              {/* The search finds strangers only by their exact address: say so, rather than
                  leave "Create a new user" looking like the way to reach an existing person. */}
              {query.includes('@') ? null : ` ${t('projects.addMember.emailOnly')}`}
            </p>
          ) : null}
          <button
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              onCreateNew();
            }}
            className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-sm font-medium text-primary hover:bg-muted"
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {t('projects.addMember.createNew')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
