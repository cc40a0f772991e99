import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sprint } from '../../api/sprints/sprints-api.ts';
import { useSaveSprint } from '../../api/sprints/use-sprints.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField, inputClass } from '../../components/text-field.tsx';
import { describeError } from '../../i18n/describe-error.ts';

/** Plans a new sprint or edits one; the server's refusal (an overlap, bad days) shows above. */
export function SprintForm({
  projectId,
  editing,
  onDone,
}: {
  projectId: string;
  editing?: Sprint;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSprint(projectId);
  const [name, setName] = useState(editing?.name ?? '');
  const [goal, setGoal] = useState(editing?.goal ?? '');
  const [start, setStart] = useState(editing?.start_date ?? '');
  const [end, setEnd] = useState(editing?.end_date ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: editing?.id, input: { name, goal, start_date: start, end_date: end } },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <h3 className="text-base font-semibold">
        {t(editing ? 'sprints.form.edit' : 'sprints.form.add')}
      </h3>
      {save.error ? (
        <FormAlert tone="error">{describeError(save.error, t, t('sprints.form.failed'))}</FormAlert>
      ) : null}
      <TextField
        label={t('sprints.form.name')}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('sprints.form.goal')}
        <textarea
          className={inputClass}
          rows={2}
          value={goal}
          onChange={(event) => setGoal(event.target.value)}
        />
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('sprints.form.start')}
          type="date"
          required
          value={start}
          onChange={(event) => setStart(event.target.value)}
        />
        <TextField
          label={t('sprints.form.end')}
          type="date"
          required
          value={end}
          onChange={(event) => setEnd(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass()} disabled={save.isPending}>
          {t('sprints.form.save')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          {t('sprints.form.cancel')}
        </button>
      </div>
    </form>
  );
}
