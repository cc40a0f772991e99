import { LoaderCircle, RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocketState } from '../../api/realtime/socket-client.ts';

/** A drop shorter than this (a reload of the token, a blip) shows no indicator at all. */
const INDICATOR_DELAY_MS = 1_000;

/** What the indicator shows for a connection state. */
function indicatorMode(state: SocketState): 'reconnecting' | 'lost' | null {
  if (state.exhausted) return 'lost';
  if (state.wasConnected && (state.status === 'ERROR' || state.status === 'CONNECTING')) {
    return 'reconnecting';
  }
  return null;
}

function useDelayed(value: boolean, ms: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!value) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value && shown;
}

type ConnectionIndicatorProps = { state: SocketState; onRetry: () => void };

/**
 * A small pill in the bottom corner while live updates are down: "Reconnecting…" while the
 * client tries again after having been connected, "Connection lost" with Retry once its
 * attempts ran out. The live region stays mounted so screen readers hear each change.
 */
export function ConnectionIndicator({ state, onRetry }: ConnectionIndicatorProps) {
  const { t } = useTranslation();
  const mode = indicatorMode(state);
  const reconnecting = useDelayed(mode === 'reconnecting', INDICATOR_DELAY_MS);
  const shown = mode === 'lost' ? 'lost' : reconnecting ? 'reconnecting' : null;
  return (
    <div
      role="status"
      className="pointer-events-none fixed end-4 bottom-20 z-40 flex justify-end md:bottom-4"
    >
      {shown ? (
        <div className="pointer-events-auto flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface p-0.5 ps-3 text-sm font-medium shadow-lg">
          {shown === 'reconnecting' ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-amber-600" />
              <span className="pe-3">{t('realtime.indicator.reconnecting')}</span>
            </>
          ) : (
            <>
              <WifiOff aria-hidden="true" className="size-4 text-red-600 dark:text-red-400" />
              <span>{t('realtime.indicator.lost')}</span>
              <button
                type="button"
                onClick={onRetry}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-primary px-4 text-primary-fg hover:bg-primary-hover"
              >
                <RefreshCw aria-hidden="true" className="size-3.5" />
                {t('realtime.indicator.retry')}
              </button>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
