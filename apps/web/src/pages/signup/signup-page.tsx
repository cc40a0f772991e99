import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useAuth } from '../../app/auth/use-auth.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { PasswordChecklist, passwordMeetsRules } from '../../features/auth/password-checklist.tsx';
import { PasswordField } from '../../features/auth/password-field.tsx';
import { ProviderButtons } from '../../features/auth/provider-buttons.tsx';
import { describeError } from '../../i18n/describe-error.ts';
import { NAME_MAX_LENGTH } from '@crewline/shared/limits';

type Banner = { tone: 'error' | 'info'; text: string } | null;

/** Account creation with the live password checklist. */
export function SignupPage() {
  const { t } = useTranslation();
  const { register, status } = useAuth();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);
  useDocumentTitle(t('auth.signup.title'));

  if (status === 'authenticated' && !submitting) return <Navigate to="/dashboard" replace />;

  const rulesPass = passwordMeetsRules(password);
  const complete = Boolean(name.trim() && email.trim() && password) && rulesPass;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) {
      setBanner({ tone: 'error', text: t('auth.signup.meetRequirements') });
      return;
    }
    setBanner(null);
    setSubmitting(true);
    try {
      const user = await register({ name: name.trim(), email: email.trim(), password });
      if (!user) {
        setBanner({ tone: 'info', text: t('auth.signup.claimSent') });
        setSubmitting(false);
        return;
      }
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setBanner({ tone: 'error', text: describeError(error, t, t('auth.signup.failed')) });
      setSubmitting(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">{t('auth.signup.title')}</h1>
        <p className="mt-1 text-sm text-fg-muted">{t('auth.signup.subtitle')}</p>
      </div>
      {banner ? <FormAlert tone={banner.tone}>{banner.text}</FormAlert> : null}
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('auth.signup.name')}
          name="name"
          autoComplete="name"
          placeholder={t('auth.signup.namePlaceholder')}
          value={name}
          limit={NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
        />
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
        <div className="flex flex-col gap-2">
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="new-password"
            aria-describedby="password-rules"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordChecklist id="password-rules" password={password} />
          {password && !rulesPass ? (
            <p className="text-sm text-amber-700 dark:text-amber-400">
              {t('auth.signup.meetRequirements')}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className={buttonClass('primary', 'lg')}
          disabled={!complete || submitting}
        >
          {submitting ? t('auth.signup.submitting') : t('auth.signup.submit')}
        </button>
      </form>
      <ProviderButtons />
      <p className="text-center text-sm text-fg-muted">
        {t('auth.signup.haveAccount')}{' '}
        <Link to="/auth/login" className="font-medium text-primary hover:underline">
          {t('auth.signup.signIn')}
        </Link>
      </p>
    </div>
  );
}
