import type { PreferredTimeSlotJson } from '@crewline/shared/contracts/mentorship';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles.ts';
import { defaultSlot, localDay } from './default-slot.ts';

const FIELD = 'min-h-11 rounded-lg border border-border bg-surface px-2 text-sm';

/** The preferred time slots: add (tomorrow 10:00–11:00 by default), edit and remove. */
export function SlotList({
  slots,
  onChange,
}: {
  slots: PreferredTimeSlotJson[];
  onChange: (slots: PreferredTimeSlotJson[]) => void;
}) {
  const { t } = useTranslation();
  const today = localDay(new Date());
  const edit = (index: number, patch: Partial<PreferredTimeSlotJson>) =>
    onChange(slots.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t('mentorship.wizard.slots')}</legend>
      <ol className="flex flex-col gap-3">
        {slots.map((slot, index) => (
          <li key={index} className="flex flex-wrap items-end gap-2" data-testid="slot">
            <label className="flex flex-col text-xs">
              {t('mentorship.wizard.date')}
              <input
                type="date"
                className={FIELD}
                min={today}
                value={slot.date}
                onChange={(event) => edit(index, { date: event.target.value })}
              />
            </label>
            <label className="flex flex-col text-xs">
              {t('mentorship.wizard.start')}
              <input
                type="time"
                className={FIELD}
                value={slot.startTime}
                onChange={(event) => edit(index, { startTime: event.target.value })}
              />
            </label>
            <label className="flex flex-col text-xs">
              {t('mentorship.wizard.end')}
              <input
                type="time"
                className={FIELD}
                value={slot.endTime}
                onChange={(event) => edit(index, { endTime: event.target.value })}
              />
            </label>
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              onClick={() => onChange(slots.filter((_, i) => i !== index))}
            >
              {t('mentorship.wizard.removeSlot', { n: index + 1 })}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={buttonClass('secondary', 'sm', 'self-start')}
        onClick={() => onChange([...slots, defaultSlot()])}
      >
        {t('mentorship.wizard.addSlot')}
      </button>
    </fieldset>
  );
}
