import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Field, Modal } from '../../../components/modal.tsx';
import {
  customScheduleTime,
  dateInputValue,
  isFutureTime,
  timeInputValue,
} from './schedule-times.ts';
import { describeError } from '../../../i18n/describe-error.ts';

const inputClass =
  'min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-fg focus-visible:border-primary sm:text-sm';

type CustomScheduleDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves once scheduled; rejects with the text to show. */
  onSchedule: (time: Date) => Promise<void>;
};

function nextWholeHour(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
}

/** "Custom…": a date (today at the earliest) and a time, which must be in the future. */
export function CustomScheduleDialog({
  open,
  onOpenChange,
  onSchedule,
}: CustomScheduleDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('chatComposer.schedule.customTitle')}
      description={t('chatComposer.schedule.customDescription')}
    >
      {/* Mounted per opening, so each starts from the next whole hour. */}
      {open ? (
        <CustomScheduleForm onClose={() => onOpenChange(false)} onSchedule={onSchedule} />
      ) : null}
    </Modal>
  );
}

function CustomScheduleForm({
  onClose,
  onSchedule,
}: {
  onClose: () => void;
  onSchedule: (time: Date) => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [start] = useState(() => nextWholeHour(new Date()));
  const [date, setDate] = useState(() => dateInputValue(start));
  const [time, setTime] = useState(() => timeInputValue(start));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = customScheduleTime(date, time);
    if (!chosen) {
      setError(t('chatComposer.schedule.invalid'));
      return;
    }
    if (!isFutureTime(chosen, new Date())) {
      setError(t('chatComposer.schedule.notFuture'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSchedule(chosen);
      onClose();
    } catch (failure) {
      setError(describeError(failure, t, t('chatComposer.schedule.failed')));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label={t('chatComposer.schedule.date')} htmlFor={`${id}-date`}>
          <input
            id={`${id}-date`}
            type="date"
            required
            min={dateInputValue(new Date())}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className={inputClass}
          />
        </Field>
        <Field label={t('chatComposer.schedule.time')} htmlFor={`${id}-time`}>
          <input
            id={`${id}-time`}
            type="time"
            required
            value={time}
            onChange={(event) => setTime(event.target.value)}
            className={inputClass}
          />
        </Field>
      </div>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          {t('chatComposer.schedule.cancel')}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? t('chatComposer.schedule.submitting') : t('chatComposer.schedule.submit')}
        </button>
      </div>
    </form>
  );
}
