import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/use-auth.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { describeError } from '../../../i18n/describe-error.ts';
import { Panel } from '../../../components/panel.tsx';

/** E-mail and password sign-in through the app's own auth client, staying on this page. */
export function SignInForm() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      // Success changes the session, which swaps this form for the page's tools.
      await login({ email: email.trim(), password });
    } catch (failure) {
      setError(describeError(failure, t, t('devPages.signIn.failed')));
      setSubmitting(false);
    }
  };

  return (
    <Panel title={t('devPages.signIn.title')} className="max-w-md">
      <p className="text-sm text-fg-muted">{t('devPages.signIn.intro')}</p>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('devPages.signIn.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('devPages.signIn.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={!email.trim() || !password || submitting}
        >
          {submitting ? t('devPages.signIn.submitting') : t('devPages.signIn.submit')}
        </button>
      </form>
    </Panel>
  );
}
