import { EMAIL_VERIFICATION_CODES } from '@crewline/shared/contracts/email-verification';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { verifyEmailToken } from '../../api/auth/verify-email-api.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { Spinner } from '../../components/spinner.tsx';

type Outcome = 'verifying' | 'success' | 'invalid' | 'used' | 'expired' | 'failed' | 'missing';

/** Which text an error of POST /api/auth/verify-email shows; 'failed' can be retried. */
function outcomeOf(error: unknown): Outcome {
  if (!(error instanceof ApiError)) return 'failed';
  const code = error.body?.error;
  if (code === EMAIL_VERIFICATION_CODES.used) return 'used';
  if (code === EMAIL_VERIFICATION_CODES.expired) return 'expired';
  if (error.status === 400 || error.status === 422) return 'invalid';
  return 'failed';
}

/**
 * The mailed link's page (/auth/verify-email?token=…): sends the token once, then says whether
 * the address is verified. Public: the token is the credential, no sign-in needed.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? 'verifying' : 'missing');
  // The token works once: React's development double effect must not spend it twice.
  const sentFor = useRef<string | null>(null);
  useDocumentTitle(t('publicProfile.verifyPage.title'));

  const send = useCallback(() => {
    setOutcome('verifying');
    verifyEmailToken(token).then(
      () => setOutcome('success'),
      (error: unknown) => setOutcome(outcomeOf(error)),
    );
  }, [token]);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    send();
  }, [token, send]);

  return (
    <div className="flex flex-col gap-5 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{t('publicProfile.verifyPage.title')}</h1>
      {outcome === 'verifying' ? (
        <p role="status" className="flex items-center justify-center gap-2 text-fg-muted">
          <Spinner size="sm" />
          {t('publicProfile.verifyPage.verifying')}
        </p>
      ) : outcome === 'success' ? (
        <FormAlert tone="success">{t('publicProfile.verifyPage.success')}</FormAlert>
      ) : (
        <FormAlert tone="error">{t(`publicProfile.verifyPage.${outcome}`)}</FormAlert>
      )}
      {outcome === 'failed' ? (
        <button type="button" className={buttonClass('secondary', 'md')} onClick={send}>
          {t('publicProfile.verifyPage.retry')}
        </button>
      ) : null}
      {outcome !== 'verifying' ? (
        // A full load, so a signed-in app reads the profile again and sees the new mark.
        <a href="/dashboard" className={buttonClass('primary', 'md')}>
          {t('publicProfile.verifyPage.toDashboard')}
        </a>
      ) : null}
    </div>
  );
}
