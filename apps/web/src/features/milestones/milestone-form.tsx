import {
  MILESTONE_STATUSES,
  type MilestoneStatus,
} from '@crewline/shared/roadmaps/milestone-status';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Milestone } from '../../api/milestones/milestones-api.ts';
import { useSaveMilestone } from '../../api/milestones/use-milestones.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField, inputClass } from '../../components/text-field.tsx';
import { describeError } from '../../i18n/describe-error.ts';

/**
 * Plans a new milestone or edits one. The status override is optional; the server refuses one
 * without a reason (422), and that message shows above like any other refusal.
 */
export function MilestoneForm({
  projectId,
  editing,
  onDone,
}: {
  projectId: string;
  editing?: Milestone;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveMilestone(projectId);
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [start, setStart] = useState(editing?.start_date ?? '');
  const [due, setDue] = useState(editing?.due_date ?? '');
  const [override, setOverride] = useState<MilestoneStatus | ''>(
    editing?.status_overridden ? editing.status : '',
  );
  const [reason, setReason] = useState(editing?.status_reason ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Null clears an override on edit; a new milestone without one simply leaves it out.
    const status_override = override
      ? { status: override, reason }
      : editing?.status_overridden
        ? null
        : undefined;
    save.mutate(
      {
        id: editing?.id,
        input: {
          name,
          description,
          start_date: start,
          due_date: due,
          ...(status_override === undefined ? {} : { status_override }),
        },
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <h3 className="text-base font-semibold">
        {t(editing ? 'milestones.form.edit' : 'milestones.form.add')}
      </h3>
      {save.error ? (
        <FormAlert tone="error">
          {describeError(save.error, t, t('milestones.form.failed'))}
        </FormAlert>
      ) : null}
      <TextField
        label={t('milestones.form.name')}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('milestones.form.description')}
        <textarea
          className={inputClass}
          rows={2}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('milestones.form.start')}
          type="date"
          required
          value={start}
          onChange={(event) => setStart(event.target.value)}
        />
        <TextField
          label={t('milestones.form.due')}
          type="date"
          required
          value={due}
          onChange={(event) => setDue(event.target.value)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('milestones.form.override')}
          <select
            className={inputClass}
            value={override}
            onChange={(event) => setOverride(event.target.value as MilestoneStatus | '')}
          >
            <option value="">{t('milestones.form.noOverride')}</option>
            {MILESTONE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`roadmaps.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        {override ? (
          <TextField
            label={t('milestones.form.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass()} disabled={save.isPending}>
          {t('milestones.form.save')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          {t('milestones.form.cancel')}
        </button>
      </div>
    </form>
  );
}
