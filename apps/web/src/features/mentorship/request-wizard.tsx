import {
  MENTORSHIP_SESSION_COSTS,
  MENTORSHIP_SESSION_TYPES,
  type MentorshipDuration,
  type MentorshipSessionType,
  type PreferredTimeSlotJson,
} from '@crewline/shared/contracts/mentorship';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestSession } from '../../api/mentorship/use-mentorship-mutations.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { Modal } from '../../components/modal.tsx';
import { describeError } from '../../i18n/describe-error.ts';
import { defaultSlot } from './default-slot.ts';
import { SkillPicker } from './skill-picker.tsx';
import { SlotList } from './slot-list.tsx';

const DURATIONS = [30, 60, 90, 120] as const satisfies readonly MentorshipDuration[];
const STEP_NAMES = ['details', 'skills', 'availability'] as const;
const FIELD = 'min-h-11 rounded-lg border border-border bg-surface px-3 text-sm';

type RequestWizardProps = {
  open: boolean;
  onClose: () => void;
  balance: number;
  /** Set when opened from a mentor search result: the request goes to that mentor. */
  mentor?: { id: string; fullName: string };
};

/** The three-step request: details, skills and duration, preferred time slots. */
export function RequestWizard({ open, onClose, balance, mentor }: RequestWizardProps) {
  const { t } = useTranslation();
  const request = useRequestSession();
  const ids = { type: useId(), topic: useId(), description: useId(), reason: useId() };
  const [step, setStep] = useState(1);
  const [type, setType] = useState<MentorshipSessionType>('code_review');
  const [topic, setTopic] = useState('');
  const [description, setDescription] = useState('');
  const [skills, setSkills] = useState<string[]>([]);
  const [duration, setDuration] = useState<MentorshipDuration>(30);
  const [slots, setSlots] = useState<PreferredTimeSlotJson[]>(() => [defaultSlot()]);
  const cost = MENTORSHIP_SESSION_COSTS[duration];

  // Why Next (or submit) is disabled on this step, if it is.
  const reason =
    step === 1 && topic.trim() === ''
      ? t('mentorship.wizard.topicRequired')
      : step === 2 && skills.length === 0
        ? t('mentorship.wizard.skillsRequired')
        : step === 2 && cost > balance
          ? t('mentorship.wizard.insufficient', { n: cost, m: balance })
          : step === 3 && slots.length === 0
            ? t('mentorship.wizard.slotsRequired')
            : null;

  const submit = () =>
    request.mutate(
      {
        type,
        topic: topic.trim(),
        description: description.trim(),
        skills,
        durationMinutes: duration,
        preferredTimeSlots: slots,
        ...(mentor ? { mentorId: mentor.id } : {}),
      },
      { onSuccess: onClose },
    );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('mentorship.wizard.title')}
      description={`${t('mentorship.wizard.step', { step })} · ${t(`mentorship.wizard.stepNames.${STEP_NAMES[step - 1] ?? 'details'}`)}`}
    >
      <form
        className="flex min-w-0 flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason) return;
          if (step < 3) setStep(step + 1);
          else submit();
        }}
      >
        {mentor ? (
          <p className="text-sm">{t('mentorship.wizard.mentor', { name: mentor.fullName })}</p>
        ) : null}
        {step === 1 ? (
          <>
            <label className="flex flex-col gap-1 text-sm" htmlFor={ids.type}>
              {t('mentorship.wizard.type')}
              <select
                id={ids.type}
                className={FIELD}
                value={type}
                onChange={(event) => setType(event.target.value as MentorshipSessionType)}
              >
                {MENTORSHIP_SESSION_TYPES.map((option) => (
                  <option key={option} value={option}>
                    {t(`mentorship.types.${option}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm" htmlFor={ids.topic}>
              {t('mentorship.wizard.topic')}
              <input
                id={ids.topic}
                className={FIELD}
                value={topic}
                required
                onChange={(event) => setTopic(event.target.value)}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm" htmlFor={ids.description}>
              {t('mentorship.wizard.description')}
              <textarea
                id={ids.description}
                className={`${FIELD} min-h-24 py-2`}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
              />
            </label>
          </>
        ) : null}
        {step === 2 ? (
          <>
            <SkillPicker selected={skills} onChange={setSkills} />
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-1 text-sm font-medium">
                {t('mentorship.wizard.duration')}
              </legend>
              {DURATIONS.map((minutes) => (
                <label key={minutes} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="duration"
                    value={minutes}
                    checked={duration === minutes}
                    onChange={() => setDuration(minutes)}
                  />
                  {t('mentorship.wizard.durationOption', {
                    minutes,
                    count: MENTORSHIP_SESSION_COSTS[minutes],
                  })}
                </label>
              ))}
            </fieldset>
          </>
        ) : null}
        {step === 3 ? <SlotList slots={slots} onChange={setSlots} /> : null}
        {reason ? (
          <p id={ids.reason} className="text-sm text-red-700 dark:text-red-300">
            {reason}
          </p>
        ) : null}
        {request.error ? (
          <FormAlert tone="error">
            {describeError(request.error, t, t('mentorship.wizard.failed'))}
          </FormAlert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {step > 1 ? (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setStep(step - 1)}
            >
              {t('mentorship.wizard.back')}
            </button>
          ) : (
            <button type="button" className={buttonClass('secondary')} onClick={onClose}>
              {t('mentorship.wizard.close')}
            </button>
          )}
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={!!reason || request.isPending}
            aria-describedby={reason ? ids.reason : undefined}
          >
            {step < 3
              ? t('mentorship.wizard.next')
              : request.isPending
                ? t('mentorship.wizard.submitting')
                : t('mentorship.wizard.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
