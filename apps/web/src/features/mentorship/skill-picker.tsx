import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkills } from '../../api/mentorship/use-mentorship-queries.ts';

/** The catalogue shows this many tags at once; the search box reaches the rest. */
const SHOWN_SKILLS = 20;

/** Toggle chips for the first skills of the catalogue (or those matching the search). */
export function SkillPicker({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: (skills: string[]) => void;
}) {
  const { t } = useTranslation();
  const skills = useSkills();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const names = (skills.data ?? []).map((skill) => skill.name);
  const matching = needle ? names.filter((name) => name.toLowerCase().includes(needle)) : names;
  // Chosen skills stay visible even when the search hides them.
  const shown = [
    ...selected.filter((name) => !matching.slice(0, SHOWN_SKILLS).includes(name)),
    ...matching.slice(0, SHOWN_SKILLS),
  ];
  const toggle = (name: string) =>
    onChange(selected.includes(name) ? selected.filter((s) => s !== name) : [...selected, name]);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('mentorship.wizard.skills')}</legend>
      <label className="flex flex-col gap-1 text-sm">
        {t('mentorship.wizard.skillSearch')}
        <input
          type="search"
          className="min-h-11 rounded-lg border border-border bg-surface px-3 text-sm"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        {shown.map((name) => (
          <button
            key={name}
            type="button"
            dir="auto"
            // Catalogue names are English (the server matches them as written).
            lang="en"
            aria-pressed={selected.includes(name)}
            className="min-h-11 rounded-full border border-border px-3 text-sm aria-pressed:bg-primary aria-pressed:text-primary-fg"
            onClick={() => toggle(name)}
          >
            {name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
