import { AUDIO_RETRY_DELAY_MS } from '@crewline/shared/limits';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast/use-toast.ts';

/**
 * Play/pause for a custom <audio> or <video> player. A refused play() is retried once after
 * AUDIO_RETRY_DELAY_MS (a file still buffering often plays the second time), then an
 * alert lists the likely causes.
 */
export function usePlayback(media: RefObject<HTMLMediaElement | null>) {
  const { t } = useTranslation();
  const toast = useToast();
  const [playing, setPlaying] = useState(false);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);

  const toggle = useCallback(() => {
    const element = media.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    element.play().catch(() => {
      clearTimeout(retry.current);
      retry.current = setTimeout(() => {
        const again = media.current;
        if (!again) return;
        again.play().catch(() => toast.error(t('chatMessages.media.playbackFailed')));
      }, AUDIO_RETRY_DELAY_MS);
    });
  }, [media, t, toast]);

  const events = {
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => setPlaying(false),
  };
  return { playing, toggle, events };
}
