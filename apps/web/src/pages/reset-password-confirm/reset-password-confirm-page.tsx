import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { confirmPasswordReset } from '../../api/auth/auth-api.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PasswordChecklist, passwordMeetsRules } from '../../features/auth/password-checklist.tsx';
import { PasswordField } from '../../features/auth/password-field.tsx';
import { describeError } from '../../i18n/describe-error.ts';

/** Sets a new password from the mailed link (/auth/reset-password/confirm?token=...). */
export function ResetPasswordConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(!token);
  useDocumentTitle(t('auth.resetConfirm.title'));

  const rulesPass = passwordMeetsRules(password);
  const matches = password === confirm;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || !rulesPass || !matches) return;
    setError(null);
    setSubmitting(true);
    try {
      await confirmPasswordReset(token, password);
      // An invited person's link names the invitation to open once they sign in (`next`).
      navigate('/auth/login', {
        replace: true,
        state: { notice: 'passwordChanged', from: params.get('next') },
      });
    } catch (err) {
      // The server answers 400/401/404 for a used, expired or unknown token.
      if (err instanceof ApiError && [400, 401, 404, 410].includes(err.status)) setLinkDead(true);
      else setError(describeError(err, t, t('auth.resetConfirm.failed')));
      setSubmitting(false);
    }
  };

  if (linkDead) {
    return (
      <div className="flex flex-col gap-4 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{t('auth.resetConfirm.title')}</h1>
        <FormAlert tone="error">{t('auth.resetConfirm.invalidLink')}</FormAlert>
        <Link to="/auth/reset-password" className={buttonClass('primary', 'md')}>
          {t('auth.resetConfirm.requestNew')}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">{t('auth.resetConfirm.title')}</h1>
        <p className="mt-1 text-sm text-fg-muted">{t('auth.resetConfirm.subtitle')}</p>
      </div>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <div className="flex flex-col gap-2">
          <PasswordField
            label={t('auth.resetConfirm.newPassword')}
            name="password"
            autoComplete="new-password"
            aria-describedby="reset-password-rules"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordChecklist id="reset-password-rules" password={password} />
        </div>
        <PasswordField
          label={t('auth.resetConfirm.confirmPassword')}
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        {confirm && !matches ? (
          <p className="text-sm text-red-700 dark:text-red-400">
            {t('auth.resetConfirm.mismatch')}
          </p>
        ) : null}
        <button
          type="submit"
          className={buttonClass('primary', 'lg')}
          disabled={!rulesPass || !matches || submitting}
        >
          {submitting ? t('auth.resetConfirm.submitting') : t('auth.resetConfirm.submit')}
        </button>
      </form>
    </div>
  );
}
