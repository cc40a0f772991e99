import { SECURITY_MESSAGES } from '@crewline/shared/contracts/security';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useChangePassword } from '../../../api/security/use-change-password.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { describeError } from '../../../i18n/describe-error.ts';
import { PasswordChecklist, passwordMeetsRules } from '../../auth/password-checklist.tsx';
import { PasswordField } from '../../auth/password-field.tsx';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The server's texts about the current password, translated; undefined for anything else. */
const CURRENT_PASSWORD_KEYS = {
  [SECURITY_MESSAGES.currentPasswordWrong]: 'securitySettings.password.currentWrong',
  [SECURITY_MESSAGES.currentPasswordRequired]: 'securitySettings.password.currentRequired',
} as const;
type CurrentPasswordProblem = keyof typeof CURRENT_PASSWORD_KEYS;

/**
 * Change the password (current, new, confirm), or set the first one of an account created
 * through a provider (no current password). The sign-up checklist shows the rules live; the
 * server signs out every other session on success.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rulesId = useId();
  const currentErrorId = useId();
  const confirmErrorId = useId();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setCurrentError(null);
    setConfirmError(null);
    if (hasPassword && !current) {
      setCurrentError(t('securitySettings.password.currentRequired'));
      return;
    }
    if (!passwordMeetsRules(next)) {
      setOutcome({ tone: 'error', text: t('securitySettings.password.rulesUnmet') });
      return;
    }
    if (next !== confirm) {
      setConfirmError(t('securitySettings.password.mismatch'));
      return;
    }
    const wasFirst = !hasPassword;
    change.mutate(
      hasPassword ? { current_password: current, new_password: next } : { new_password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          setOutcome({
            tone: 'success',
            text: t(
              wasFirst ? 'securitySettings.password.set' : 'securitySettings.password.changed',
            ),
          });
        },
        onError: (error) => {
          const field = currentPasswordProblem(error);
          if (field) {
            setCurrentError(t(CURRENT_PASSWORD_KEYS[field]));
            return;
          }
          setOutcome({
            tone: 'error',
            text: describeError(error, t, t('securitySettings.password.failed')),
          });
        },
      },
    );
  };

  const busy = change.isPending;
  let submitText = t('securitySettings.password.submit');
  if (!hasPassword) {
    submitText = busy
      ? t('securitySettings.password.setSubmitting')
      : t('securitySettings.password.setSubmit');
  } else if (busy) submitText = t('securitySettings.password.submitting');

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          {hasPassword
            ? t('securitySettings.password.heading')
            : t('securitySettings.password.setHeading')}
        </h3>
        <p className="text-sm text-fg-muted">
          {hasPassword
            ? t('securitySettings.password.description')
            : t('securitySettings.password.setDescription')}
        </p>
      </div>
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-3">
        {hasPassword ? (
          <div className="flex flex-col gap-1">
            <PasswordField
              label={t('securitySettings.password.current')}
              name="current_password"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
              aria-invalid={currentError ? true : undefined}
              aria-describedby={currentError ? currentErrorId : undefined}
            />
            {currentError ? (
              <p id={currentErrorId} className="text-sm text-red-700 dark:text-red-300">
                {currentError}
              </p>
            ) : null}
          </div>
        ) : null}
        <PasswordField
          label={t('securitySettings.password.new')}
          name="new_password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          aria-describedby={rulesId}
        />
        <PasswordChecklist password={next} id={rulesId} />
        <div className="flex flex-col gap-1">
          <PasswordField
            label={t('securitySettings.password.confirm')}
            name="confirm_password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? confirmErrorId : undefined}
          />
          {confirmError ? (
            <p id={confirmErrorId} className="text-sm text-red-700 dark:text-red-300">
              {confirmError}
            </p>
          ) : null}
        </div>
        <div>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {submitText}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The server's message when it refused the current password (a 422 naming that field). */
function currentPasswordProblem(error: unknown): CurrentPasswordProblem | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const detail = error.body?.detail ?? [];
  const item = detail.find((d) => d.loc.join('.') === 'body.current_password');
  return item && item.msg in CURRENT_PASSWORD_KEYS
    ? (item.msg as CurrentPasswordProblem)
    : undefined;
}
