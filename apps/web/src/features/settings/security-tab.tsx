import { useTranslation } from 'react-i18next';
import { useSignInMethods } from '../../api/security/use-sign-in-methods.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { ChangePasswordForm } from './security/change-password-form.tsx';
import { SessionsSection } from './security/sessions-section.tsx';
import { SignInMethodsSection } from './security/sign-in-methods-section.tsx';

/**
 * Settings → Security: the password (changed, or set for the first time by an account made
 * through a provider), the signed-in sessions, and the sign-in providers.
 */
export function SecurityTab({ navigate }: { navigate?: (url: string) => void } = {}) {
  const { t } = useTranslation();
  const methods = useSignInMethods();
  return (
    <div className="flex flex-col gap-8">
      {methods.isPending ? <Spinner /> : null}
      {methods.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <FormAlert tone="error">{t('securitySettings.providers.loadFailed')}</FormAlert>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => void methods.refetch()}
          >
            {t('securitySettings.sessions.retry')}
          </button>
        </div>
      ) : null}
      {methods.data ? <ChangePasswordForm hasPassword={methods.data.has_password} /> : null}
      <div className="border-t border-border pt-6">
        <SessionsSection />
      </div>
      {methods.data ? (
        <div className="border-t border-border pt-6">
          <SignInMethodsSection
            identities={methods.data.identities}
            hasPassword={methods.data.has_password}
            navigate={navigate}
          />
        </div>
      ) : null}
    </div>
  );
}
