import {
  LINK_RESULT_PARAMS,
  SECURITY_MESSAGES,
  SIGN_IN_PROVIDERS,
  type IdentityJson,
  type SignInProvider,
} from '@crewline/shared/contracts/security';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useProviders } from '../../../api/auth/use-providers.ts';
import { useLinkProvider } from '../../../api/security/use-link-provider.ts';
import { useUnlinkProvider } from '../../../api/security/use-unlink-provider.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { describeError } from '../../../i18n/describe-error.ts';
import { ProviderIcon } from '../../auth/provider-icons.tsx';

type Notice = { tone: 'success' | 'error'; text: string } | null;

type SignInMethodsSectionProps = {
  identities: IdentityJson[];
  hasPassword: boolean;
  /** Where "Link" sends the browser (the provider's page); tests pass a spy. */
  navigate?: (url: string) => void;
};

/**
 * Google, GitHub and Microsoft: linked (as which address) or not, with Link and Unlink. The
 * last way in cannot be unlinked (the server says so too, with 409). Coming back from a
 * provider, the address carries `linked` or `link_error`, shown once and then removed.
 */
export function SignInMethodsSection({
  identities,
  hasPassword,
  navigate,
}: SignInMethodsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const providers = useProviders();
  const link = useLinkProvider(navigate);
  const unlink = useUnlinkProvider();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<Notice>(null);
  const name = (id: SignInProvider) => t(`auth.providers.${id}`);

  useEffect(() => {
    const linked = params.get(LINK_RESULT_PARAMS.linked);
    const failed = params.get(LINK_RESULT_PARAMS.failed);
    const known = (value: string | null): value is SignInProvider =>
      SIGN_IN_PROVIDERS.includes(value as SignInProvider);
    if (!linked && !failed) return;
    if (known(linked)) {
      setNotice({
        tone: 'success',
        text: t('securitySettings.providers.linkedDone', {
          provider: t(`auth.providers.${linked}`),
        }),
      });
    } else if (known(failed)) {
      setNotice({
        tone: 'error',
        text: t('securitySettings.providers.linkFailed', {
          provider: t(`auth.providers.${failed}`),
        }),
      });
    }
    const rest = new URLSearchParams(params);
    rest.delete(LINK_RESULT_PARAMS.linked);
    rest.delete(LINK_RESULT_PARAMS.failed);
    setParams(rest, { replace: true });
  }, [params, setParams, t]);

  const failed = (error: unknown) => {
    const lastWayIn = error instanceof ApiError && error.message === SECURITY_MESSAGES.lastWayIn;
    setNotice({
      tone: 'error',
      text: lastWayIn
        ? t('securitySettings.providers.lastWayIn')
        : describeError(error, t, t('securitySettings.providers.actionFailed')),
    });
  };

  const linkedCount = identities.length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          {t('securitySettings.providers.heading')}
        </h3>
        <p className="text-sm text-fg-muted">{t('securitySettings.providers.description')}</p>
      </div>
      {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
        {SIGN_IN_PROVIDERS.map((id) => {
          const identity = identities.find((item) => item.provider === id);
          const configured =
            providers.data?.providers.find((item) => item.id === id)?.configured ?? false;
          // Never the last way in: no password and this is the only provider.
          const onlyWayIn = Boolean(identity) && !hasPassword && linkedCount <= 1;
          let status = t('securitySettings.providers.notLinked');
          if (identity) {
            status = identity.email
              ? t('securitySettings.providers.linkedAs', { email: identity.email })
              : t('securitySettings.providers.linked');
          } else if (providers.data && !configured) {
            status = t('securitySettings.providers.notConfigured');
          }
          return (
            <li key={id} data-provider={id} className="flex flex-wrap items-center gap-3 p-3">
              <ProviderIcon provider={id} />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{name(id)}</p>
                <p className="truncate text-sm text-fg-muted" dir="auto">
                  {status}
                </p>
              </div>
              {identity ? (
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  disabled={unlink.isPending}
                  aria-label={t('securitySettings.providers.unlinkLabel', { provider: name(id) })}
                  aria-describedby={onlyWayIn ? `${headingId}-last` : undefined}
                  onClick={() => {
                    setNotice(null);
                    if (onlyWayIn) {
                      setNotice({ tone: 'error', text: t('securitySettings.providers.lastWayIn') });
                      return;
                    }
                    unlink.mutate(id, {
                      onSuccess: () =>
                        setNotice({
                          tone: 'success',
                          text: t('securitySettings.providers.unlinked', { provider: name(id) }),
                        }),
                      onError: failed,
                    });
                  }}
                >
                  {t('securitySettings.providers.unlink')}
                </button>
              ) : configured ? (
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  disabled={link.isPending}
                  aria-label={
                    link.isPending && link.variables === id
                      ? undefined
                      : t('securitySettings.providers.linkLabel', { provider: name(id) })
                  }
                  onClick={() => {
                    setNotice(null);
                    link.mutate(id, { onError: failed });
                  }}
                >
                  {link.isPending && link.variables === id
                    ? t('securitySettings.providers.linking')
                    : t('securitySettings.providers.link')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {!hasPassword && linkedCount <= 1 ? (
        <p id={`${headingId}-last`} className="text-sm text-fg-muted">
          {t('securitySettings.providers.lastWayIn')}
        </p>
      ) : null}
    </section>
  );
}
