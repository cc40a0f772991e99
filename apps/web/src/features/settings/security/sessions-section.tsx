import type { SessionJson } from '@crewline/shared/contracts/security';
import { Monitor, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevokeOtherSessions } from '../../../api/security/use-revoke-other-sessions.ts';
import { useRevokeSession } from '../../../api/security/use-revoke-session.ts';
import { useSessions } from '../../../api/security/use-sessions.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { describeError } from '../../../i18n/describe-error.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';

const PHONES = /iphone|ipad|android/i;
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The browsers signed in to the account (this one first and marked), each with "Sign out",
 * and "Sign out everywhere else".
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const sessions = useSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [notice, setNotice] = useState<Notice>(null);

  const failed = (error: unknown) =>
    setNotice({
      tone: 'error',
      text: describeError(error, t, t('securitySettings.sessions.signOutFailed')),
    });

  const signOutOthers = () => {
    setNotice(null);
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) =>
        setNotice({
          tone: 'success',
          text: t('securitySettings.sessions.signedOutOthers', { count: revoked }),
        }),
      onError: failed,
    });
  };

  const list = [...(sessions.data?.sessions ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current),
  );
  const others = list.filter((session) => !session.current);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          {t('securitySettings.sessions.heading')}
        </h3>
        <p className="text-sm text-fg-muted">{t('securitySettings.sessions.description')}</p>
      </div>
      {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      {sessions.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <FormAlert tone="error">{t('securitySettings.sessions.loadFailed')}</FormAlert>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => void sessions.refetch()}
          >
            {t('securitySettings.sessions.retry')}
          </button>
        </div>
      ) : null}
      {list.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={revokeOne.isPending && revokeOne.variables === session.id}
              onSignOut={() => {
                setNotice(null);
                revokeOne.mutate(session.id, { onError: failed });
              }}
            />
          ))}
        </ul>
      ) : null}
      {sessions.isSuccess ? (
        others.length > 0 ? (
          <div>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={revokeOthers.isPending}
              onClick={signOutOthers}
            >
              {t('securitySettings.sessions.signOutOthers')}
            </button>
          </div>
        ) : (
          <p className="text-sm text-fg-muted">{t('securitySettings.sessions.noOthers')}</p>
        )
      ) : null}
    </section>
  );
}

type SessionRowProps = { session: SessionJson; busy: boolean; onSignOut: () => void };

/** One session: device and browser, when it signed in and was last active, and its action. */
function SessionRow({ session, busy, onSignOut }: SessionRowProps) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const device = session.device ?? t('securitySettings.sessions.unknownDevice');
  const browser = session.browser ?? t('securitySettings.sessions.unknownBrowser');
  const Icon = session.device && PHONES.test(session.device) ? Smartphone : Monitor;
  return (
    <li
      className="flex flex-wrap items-center gap-3 p-3"
      data-current={session.current || undefined}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span dir="auto">
            {device} · {browser}
          </span>
          {session.current ? (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
              {t('securitySettings.sessions.thisDevice')}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-fg-muted">
          {t('securitySettings.sessions.signedIn', { date: date(session.created_at, DATE_TIME) })}
          {' · '}
          {t('securitySettings.sessions.lastActive', {
            date: date(session.last_used_at, DATE_TIME),
          })}
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={busy}
          aria-label={
            busy ? undefined : t('securitySettings.sessions.signOutLabel', { device, browser })
          }
          onClick={onSignOut}
        >
          {busy
            ? t('securitySettings.sessions.signingOut')
            : t('securitySettings.sessions.signOut')}
        </button>
      )}
    </li>
  );
}
