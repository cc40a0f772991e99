import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestPasswordReset } from '../../api/auth/auth-api.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';

/** Asks for a reset link; then the "Reset link sent!" state. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('auth.reset.title'));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The browser's own email check (type=email, required) runs because the form validates.
    if (!event.currentTarget.reportValidity()) return;
    setError(null);
    setSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch {
      setError(t('auth.reset.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight" role="status">
          {t('auth.reset.sentTitle')}
        </h1>
        <p className="text-sm text-fg-muted">{t('auth.reset.sentBody', { email: sentTo })}</p>
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'w-full')}
          onClick={() => {
            setSentTo(null);
            setEmail('');
          }}
        >
          {t('auth.reset.differentEmail')}
        </button>
        <Link
          to="/auth/login"
          className="inline-flex min-h-11 items-center text-sm font-medium text-primary hover:underline"
        >
          {t('auth.reset.backToLogin')}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">{t('auth.reset.title')}</h1>
        <p className="mt-1 text-sm text-fg-muted">{t('auth.reset.subtitle')}</p>
      </div>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <form className="flex flex-col gap-4" onSubmit={onSubmit}>
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button
          type="submit"
          className={buttonClass('primary', 'lg')}
          disabled={!email.trim() || submitting}
        >
          {submitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </button>
      </form>
      <Link
        to="/auth/login"
        className="inline-flex min-h-11 items-center justify-center text-sm font-medium text-primary hover:underline"
      >
        {t('auth.reset.backToLogin')}
      </Link>
    </div>
  );
}
