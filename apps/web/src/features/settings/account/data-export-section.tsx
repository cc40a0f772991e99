import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EXPORT_PARAM } from '@crewline/shared/domain/item-links';
import { Download } from 'lucide-react';
import { ApiError } from '../../../api/api-error.ts';
import { useDataExport, useRequestDataExport } from '../../../api/account/use-data-export.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormAlert } from '../../../components/form-alert.tsx';

// The last export asked for on this browser, so its status survives a reload (the server has
// no list of exports: the id is what the status call needs).
const STORAGE_KEY = 'crewline.dataExportId';

function rememberedId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The minutes to wait after a 429, or null for any other failure. */
function minutesToWait(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = Number(/(\d+) seconds/.exec(error.message)?.[1] ?? 3600);
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * "Request Data Export": asks the server for a ZIP of the person's data, follows its status
 * (polled while it is being built) and offers the download link once it is ready.
 */
export function DataExportSection({ now = () => new Date() }: { now?: () => Date }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  // The export a notification links to comes first: it may have been asked for on another device.
  const [searchParams] = useSearchParams();
  const [exportId, setExportId] = useState<string | null>(
    () => searchParams.get(EXPORT_PARAM) || rememberedId(),
  );
  const status = useDataExport(exportId);
  const request = useRequestDataExport((row) => {
    setExportId(row.id);
    try {
      localStorage.setItem(STORAGE_KEY, row.id);
    } catch {
      // Private mode: the status is still shown until the page is left.
    }
  });
  const current = status.data;
  const expired =
    current?.status === 'ready' &&
    (current.download_url === null ||
      (current.expires_at !== null && new Date(current.expires_at) <= now()));
  const busy = request.isPending || current?.status === 'pending';

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('accountSettings.export.heading')}
      </h2>
      <p className="text-sm text-fg-muted">{t('accountSettings.export.description')}</p>
      {current?.status === 'pending' ? (
        <p role="status" className="text-sm">
          {t('accountSettings.export.pending')}
        </p>
      ) : null}
      {current?.status === 'ready' && !expired ? (
        <div role="status" className="flex flex-col gap-2 text-sm">
          <p>{t('accountSettings.export.ready')}</p>
          <a className={buttonClass('secondary', 'md', 'self-start')} href={current.download_url!}>
            <Download aria-hidden="true" className="size-4" />
            {t('accountSettings.export.download')}
          </a>
          {current.expires_at ? (
            <p className="text-fg-muted">
              {t('accountSettings.export.expiresAt', {
                date: new Date(current.expires_at).toLocaleString(i18n.language),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      {expired ? <p className="text-sm">{t('accountSettings.export.expired')}</p> : null}
      {current?.status === 'failed' ? (
        <FormAlert tone="error">{t('accountSettings.export.failed')}</FormAlert>
      ) : null}
      {request.isError ? (
        <FormAlert tone="error">
          {minutesToWait(request.error) === null
            ? t('accountSettings.export.requestFailed')
            : t('accountSettings.export.rateLimited', { minutes: minutesToWait(request.error) })}
        </FormAlert>
      ) : null}
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'self-start')}
        disabled={busy}
        onClick={() => request.mutate()}
      >
        {request.isPending
          ? t('accountSettings.export.requesting')
          : t('accountSettings.export.request')}
      </button>
    </section>
  );
}
