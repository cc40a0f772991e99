import type {
  MentorshipNoShowParty,
  MentorshipSessionJson,
} from '@crewline/shared/contracts/mentorship';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionAction } from '../../api/mentorship/mentorship-api.ts';
import { useChangeSession } from '../../api/mentorship/use-mentorship-mutations.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { Modal } from '../../components/modal.tsx';
import { describeError } from '../../i18n/describe-error.ts';
import { RateDialog } from './rate-dialog.tsx';
import { sessionPermissions } from './session-permissions.ts';

/** The buttons a viewer may use on one session, each failure shown with the server's reason. */
export function SessionActions({
  session,
  viewerId,
}: {
  session: MentorshipSessionJson;
  viewerId: string | undefined;
}) {
  const { t } = useTranslation();
  const change = useChangeSession();
  const [slot, setSlot] = useState(0);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [askNoShow, setAskNoShow] = useState(false);
  const [rating, setRating] = useState(false);
  const slotId = useId();
  const can = sessionPermissions(session, viewerId);
  const run = (action: SessionAction, after?: () => void) =>
    change.mutate({ id: session.id, action }, { onSuccess: after });
  const failure = change.error
    ? t('mentorship.actions.failed', {
        reason: describeError(change.error, t, t('mentorship.wizard.failed')),
      })
    : null;
  const small = buttonClass('secondary', 'sm');
  const busy = change.isPending;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        {can.accept && session.preferredTimeSlots.length > 1 ? (
          <label className="flex flex-col text-xs" htmlFor={slotId}>
            {t('mentorship.actions.slotLabel')}
            <select
              id={slotId}
              className="min-h-11 rounded-lg border border-border bg-surface px-2 text-sm"
              value={slot}
              onChange={(event) => setSlot(Number(event.target.value))}
            >
              {session.preferredTimeSlots.map((option, index) => (
                <option key={`${option.date}-${option.startTime}`} value={index}>
                  {t('mentorship.card.slot', {
                    date: option.date,
                    start: option.startTime,
                    end: option.endTime,
                  })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {can.accept ? (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={busy}
            onClick={() => run({ kind: 'accept', slot })}
          >
            {t('mentorship.actions.accept')}
          </button>
        ) : null}
        {can.decline ? (
          <button
            type="button"
            className={small}
            disabled={busy}
            onClick={() => run({ kind: 'decline' })}
          >
            {t('mentorship.actions.decline')}
          </button>
        ) : null}
        {can.join && session.sessionUrl ? (
          <a
            className={buttonClass('primary', 'sm')}
            href={session.sessionUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('mentorship.actions.join')}
          </a>
        ) : null}
        {can.start ? (
          <button
            type="button"
            className={small}
            disabled={busy}
            onClick={() => run({ kind: 'start' })}
          >
            {t('mentorship.actions.start')}
          </button>
        ) : null}
        {can.complete ? (
          <button
            type="button"
            className={small}
            disabled={busy}
            onClick={() => run({ kind: 'complete' })}
          >
            {t('mentorship.actions.complete')}
          </button>
        ) : null}
        {can.noShow ? (
          <button
            type="button"
            className={small}
            disabled={busy}
            onClick={() => setAskNoShow(true)}
          >
            {t('mentorship.actions.noShow')}
          </button>
        ) : null}
        {can.rate ? (
          <button type="button" className={small} onClick={() => setRating(true)}>
            {t('mentorship.actions.rate')}
          </button>
        ) : null}
        {can.cancel ? (
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            disabled={busy}
            onClick={() => {
              change.reset();
              setConfirmCancel(true);
            }}
          >
            {t('mentorship.actions.cancel')}
          </button>
        ) : null}
      </div>
      {failure && !confirmCancel ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('mentorship.cancelDialog.title')}
        body={t('mentorship.cancelDialog.body')}
        confirmLabel={t('mentorship.cancelDialog.confirm')}
        cancelLabel={t('mentorship.cancelDialog.keep')}
        busyLabel={t('mentorship.cancelDialog.busy')}
        busy={busy}
        error={failure}
        onConfirm={() => run({ kind: 'cancel' }, () => setConfirmCancel(false))}
      />
      <Modal
        open={askNoShow}
        onOpenChange={setAskNoShow}
        title={t('mentorship.noShowDialog.title')}
      >
        <div className="flex flex-col gap-2">
          {(['mentor', 'requester'] as MentorshipNoShowParty[]).map((party) => (
            <button
              key={party}
              type="button"
              className={buttonClass('secondary')}
              disabled={busy}
              onClick={() => {
                setAskNoShow(false);
                run({ kind: 'no-show', missedBy: party });
              }}
            >
              {t(`mentorship.noShowDialog.${party}`)}
            </button>
          ))}
          <button
            type="button"
            className={buttonClass('ghost')}
            onClick={() => setAskNoShow(false)}
          >
            {t('mentorship.noShowDialog.close')}
          </button>
        </div>
      </Modal>
      {rating ? <RateDialog sessionId={session.id} onClose={() => setRating(false)} /> : null}
    </div>
  );
}
