import { MENTORSHIP_SESSION_TYPES } from '@crewline/shared/contracts/mentorship';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MentorSearchParams } from '../../api/mentorship/mentorship-api.ts';
import { useMentorSearch } from '../../api/mentorship/use-mentorship-queries.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { describeError } from '../../i18n/describe-error.ts';
import { timeZones } from '../../i18n/time-zones.ts';
import { MentorResultCard } from './mentor-result-card.tsx';
import { SkillPicker } from './skill-picker.tsx';

const MIN_RATINGS = ['4', '4.5', '5'] as const;
const AVAILABILITY_HOURS = ['2', '5', '10'] as const;
const FIELD = 'min-h-11 rounded-lg border border-border bg-surface px-2 text-sm';

type Filters = Required<Omit<MentorSearchParams, 'skills'>> & { skills: string[] };
const NO_FILTERS: Filters = {
  skills: [],
  session_type: '',
  timezone: '',
  min_rating: '',
  availability_hours: '',
};

/** One filter as a labelled select whose first option means "any". */
function FilterSelect({
  label,
  any,
  value,
  options,
  onChange,
}: {
  label: string;
  any: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm" htmlFor={id}>
      {label}
      <select
        id={id}
        className={FIELD}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Find Mentors: the filters and the mentors who fit them, best match first. Results follow the
 * filters as they change; "Request session" on a result opens the wizard addressed to them.
 */
export function MentorSearchPanel({
  canRequest,
  onRequest,
  onClose,
}: {
  canRequest: boolean;
  onRequest: (mentor: { id: string; fullName: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the search moves the keyboard to it, so the filters are the next Tab stops.
  useEffect(() => heading.current?.focus(), []);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const set = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));
  const params: MentorSearchParams = { ...filters, skills: filters.skills.join(',') };
  const search = useMentorSearch(params, true);
  const zones = useMemo(() => timeZones('UTC'), []);
  const results = search.data ?? [];
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
        >
          {t('mentorship.search.title')}
        </h2>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onClose}>
          {t('mentorship.search.close')}
        </button>
      </div>
      <div className="grid min-w-0 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          label={t('mentorship.search.minRating')}
          any={t('mentorship.search.anyRating')}
          value={filters.min_rating}
          options={MIN_RATINGS.map((value) => ({
            value,
            label: t('mentorship.search.ratingOption', { rating: Number(value) }),
          }))}
          onChange={(min_rating) => set({ min_rating })}
        />
        <FilterSelect
          label={t('mentorship.search.availability')}
          any={t('mentorship.search.anyAvailability')}
          value={filters.availability_hours}
          options={AVAILABILITY_HOURS.map((value) => ({
            value,
            label: t('mentorship.search.hoursOption', { count: Number(value) }),
          }))}
          onChange={(availability_hours) => set({ availability_hours })}
        />
        <FilterSelect
          label={t('mentorship.search.sessionType')}
          any={t('mentorship.search.anyType')}
          value={filters.session_type}
          options={MENTORSHIP_SESSION_TYPES.map((value) => ({
            value,
            label: t(`mentorship.types.${value}`),
          }))}
          onChange={(session_type) => set({ session_type })}
        />
        <FilterSelect
          label={t('mentorship.search.timezone')}
          any={t('mentorship.search.yourTimezone')}
          value={filters.timezone}
          options={zones.map((zone) => ({ value: zone, label: zone }))}
          onChange={(timezone) => set({ timezone })}
        />
      </div>
      <SkillPicker selected={filters.skills} onChange={(skills) => set({ skills })} />
      {search.error ? (
        <FormAlert tone="error">
          {describeError(search.error, t, t('mentorship.search.failed'))}
        </FormAlert>
      ) : null}
      <p className="text-sm text-muted-fg" role="status">
        {search.isPending
          ? t('mentorship.search.loading')
          : t('mentorship.search.count', { count: results.length })}
      </p>
      {results.length > 0 ? (
        <ul className="flex min-w-0 flex-col gap-3">
          {results.map((result) => (
            <MentorResultCard
              key={result.mentor.userId}
              result={result}
              canRequest={canRequest}
              onRequest={() =>
                onRequest({ id: result.mentor.userId, fullName: result.userInfo.fullName })
              }
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
