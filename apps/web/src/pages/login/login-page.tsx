import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { returnPath } from '../../app/auth/return-path.ts';
import { useAuth } from '../../app/auth/use-auth.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { PasswordField } from '../../features/auth/password-field.tsx';
import { ProviderButtons } from '../../features/auth/provider-buttons.tsx';
import { describeError } from '../../i18n/describe-error.ts';

const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  microsoft: 'Microsoft',
};

/** The display name of a provider id from the address, or null for anything else. */
function providerName(id: string | null): string | null {
  return (id && PROVIDER_NAMES[id]) || null;
}

type Banner = { tone: 'error' | 'info'; text: string } | null;
type LoginNotice = { notice?: 'passwordChanged'; from?: unknown } | null;

/** Sign-in with e-mail and password or a provider. */
export function LoginPage() {
  const { t } = useTranslation();
  const { login, status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // Read once: the flag leaves the address right away, the message stays.
  const [sessionExpired] = useState(() => params.get('session_expired') === 'true');
  // The server sends a failed provider sign-in back here with the provider's id.
  const [oauthError] = useState(() => providerName(params.get('oauth_error')));
  const passwordChanged = (location.state as LoginNotice)?.notice === 'passwordChanged';
  // The page a link was opening before it asked to sign in (see AuthGate, and a password set).
  const next = returnPath((location.state as LoginNotice)?.from);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);
  useDocumentTitle(t('auth.login.title'));

  useEffect(() => {
    if (!params.has('session_expired') && !params.has('oauth_error')) return;
    const next = new URLSearchParams(params);
    next.delete('session_expired');
    next.delete('oauth_error');
    setParams(next, { replace: true });
  }, [params, setParams]);

  if (status === 'authenticated' && !submitting) return <Navigate to={next} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password.trim()) {
      setBanner({ tone: 'error', text: t('auth.login.fillAll') });
      return;
    }
    setBanner(null);
    setSubmitting(true);
    try {
      await login({ email: email.trim(), password });
      navigate(next, { replace: true });
    } catch (error) {
      setBanner({ tone: 'error', text: describeError(error, t, t('auth.login.failed')) });
      setSubmitting(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">{t('auth.login.title')}</h1>
        <p className="mt-1 text-sm text-fg-muted">{t('auth.login.subtitle')}</p>
      </div>
      {sessionExpired ? <FormAlert tone="info">{t('auth.login.sessionExpired')}</FormAlert> : null}
      {oauthError ? (
        <FormAlert tone="error">
          {t('auth.providers.signInFailed', { provider: oauthError })}
        </FormAlert>
      ) : null}
      {passwordChanged ? (
        <FormAlert tone="success">{t('auth.login.passwordChanged')}</FormAlert>
      ) : null}
      {banner ? <FormAlert tone={banner.tone}>{banner.text}</FormAlert> : null}
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="flex flex-col gap-1">
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Link
            to="/auth/reset-password"
            className="inline-flex min-h-11 items-center self-end text-sm font-medium text-primary hover:underline"
          >
            {t('auth.login.forgot')}
          </Link>
        </div>
        <button
          type="submit"
          className={buttonClass('primary', 'lg')}
          disabled={!email || !password || submitting}
        >
          {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      <ProviderButtons />
      <p className="text-center text-sm text-fg-muted">
        {t('auth.login.noAccount')}{' '}
        <Link to="/auth/signup" className="font-medium text-primary hover:underline">
          {t('auth.login.signUp')}
        </Link>
      </p>
    </div>
  );
}
