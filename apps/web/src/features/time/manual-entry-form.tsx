import {
  TIME_ENTRY_DESCRIPTION_MAX_LENGTH,
  TIME_ENTRY_END_BEFORE_START,
} from '@crewline/shared/contracts/time-entries';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasks/types.ts';
import { useCreateTimeEntry } from '../../api/time-entries/use-time-entry-mutations.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { describeError } from '../../i18n/describe-error.ts';

// `datetime-local` values are the viewer's local time; the server gets the instant.
const toInstant = (local: string) => new Date(local).toISOString();

type ManualEntryFormProps = {
  task: Pick<Task, 'id' | 'project_id'>;
  /** The project's default, which the billable box starts from (timers take the same). */
  billableByDefault: boolean;
};

/**
 * Logs a finished span on a task: start, end, description and billable. End after start is
 * checked here (with the server's text); overlaps with the person's other entries only the
 * server knows, and its 422 message is shown as it says it.
 */
export function ManualEntryForm({ task, billableByDefault }: ManualEntryFormProps) {
  const { t } = useTranslation();
  const create = useCreateTimeEntry();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [description, setDescription] = useState('');
  const [billable, setBillable] = useState(billableByDefault);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const billableId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(false);
    create.reset();
    if (!start || !end) return setProblem(t('timeTracking.manual.required'));
    if (Date.parse(end) <= Date.parse(start)) {
      // The server's own text, translated, so both say the same.
      return setProblem(
        t('timeTracking.manual.endBeforeStart', { defaultValue: TIME_ENTRY_END_BEFORE_START }),
      );
    }
    setProblem(null);
    create.mutate(
      {
        task_id: task.id,
        project_id: task.project_id,
        start_time: toInstant(start),
        end_time: toInstant(end),
        description: description.trim(),
        billable,
      },
      {
        onSuccess: () => {
          setStart('');
          setEnd('');
          setDescription('');
          setAdded(true);
        },
      },
    );
  };

  const error =
    problem ??
    (create.error ? describeError(create.error, t, t('timeTracking.manual.failed')) : null);

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
    >
      <h4 className="text-sm font-medium">{t('timeTracking.manual.title')}</h4>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {added ? <FormAlert tone="success">{t('timeTracking.manual.added')}</FormAlert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('timeTracking.manual.start')}
          type="datetime-local"
          value={start}
          onChange={(event) => setStart(event.target.value)}
          aria-invalid={problem !== null ? true : undefined}
          required
        />
        <TextField
          label={t('timeTracking.manual.end')}
          type="datetime-local"
          value={end}
          onChange={(event) => setEnd(event.target.value)}
          aria-invalid={problem !== null ? true : undefined}
          required
        />
      </div>
      <TextField
        label={t('timeTracking.manual.description')}
        value={description}
        limit={TIME_ENTRY_DESCRIPTION_MAX_LENGTH}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label htmlFor={billableId} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            id={billableId}
            type="checkbox"
            className="size-4"
            checked={billable}
            onChange={(event) => setBillable(event.target.checked)}
          />
          {t('timeTracking.manual.billable')}
        </label>
        <button
          type="submit"
          className={buttonClass('secondary', 'sm')}
          disabled={create.isPending}
        >
          {create.isPending ? t('timeTracking.manual.saving') : t('timeTracking.manual.save')}
        </button>
      </div>
    </form>
  );
}
