import { MailCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { resendVerificationEmail } from '../../api/auth/verify-email-api.ts';
import { useAuth } from '../../app/auth/use-auth.ts';

const DISMISSED_KEY = 'crewline.verifyNotice.dismissed';

type State = 'idle' | 'sending' | 'sent' | 'wait' | 'failed' | 'verified';

/** Whether the person hid the notice in this tab (it comes back in the next session). */
function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * A one-line reminder for a signed-in person whose address is not verified yet, with a resend
 * button. Unverified accounts keep working, so it can be dismissed for the session.
 */
export function VerifyEmailNotice() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [state, setState] = useState<State>('idle');
  if (!user || user.email_verified || dismissed || state === 'verified') return null;

  const resend = async () => {
    setState('sending');
    try {
      await resendVerificationEmail();
      setState('sent');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setState('verified');
      else if (error instanceof ApiError && error.status === 429) setState('wait');
      else setState('failed');
    }
  };

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode without storage: hidden for this page only.
    }
    setDismissed(true);
  };

  const status =
    state === 'sent' || state === 'wait' || state === 'failed'
      ? t(`publicProfile.notice.${state}`)
      : null;

  return (
    <div
      role="region"
      aria-label={t('publicProfile.notice.text')}
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <MailCheck aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">{t('publicProfile.notice.text')}</p>
      <p role="status" className="text-xs">
        {status}
      </p>
      <button
        type="button"
        className="min-h-11 rounded-lg px-2 font-medium underline-offset-2 hover:underline disabled:opacity-60"
        onClick={resend}
        disabled={state === 'sending' || state === 'sent'}
      >
        {state === 'sending' ? t('publicProfile.notice.sending') : t('publicProfile.notice.resend')}
      </button>
      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-amber-100 dark:hover:bg-amber-900"
        aria-label={t('publicProfile.notice.dismiss')}
        onClick={dismiss}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
