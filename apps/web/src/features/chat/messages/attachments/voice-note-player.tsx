import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import { VOICE_WAVEFORM_BARS } from '@crewline/shared/limits';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlob } from './blob-cache-context.tsx';
import { usePlayback } from './use-playback.ts';
import { decodeWaveform, formatClock, type DecodedAudio } from './waveform.ts';

const FLAT = new Array<number>(VOICE_WAVEFORM_BARS).fill(0);

/**
 * A voice note: play/pause, a 25-bar waveform measured from the recording itself
 * (flat until it is decoded), the played part coloured, and position / length.
 */
export function VoiceNotePlayer({ attachment }: { attachment: AttachmentJson }) {
  const { t } = useTranslation();
  const blob = useBlob(attachment.file_url);
  const audio = useRef<HTMLAudioElement>(null);
  const { playing, toggle, events } = usePlayback(audio);
  const [decoded, setDecoded] = useState<DecodedAudio | null>(null);
  const [position, setPosition] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(0);

  const source = blob.status === 'ready' ? blob.blob : null;
  useEffect(() => {
    if (!source) return;
    let live = true;
    decodeWaveform(source).then(
      (result) => live && setDecoded(result),
      // An undecodable file keeps flat bars; the <audio> element may still play it.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [source]);

  if (blob.status === 'loading') {
    return <p className="text-sm text-fg-muted">{t('chatMessages.media.loadingAudio')}</p>;
  }
  if (blob.status === 'error') {
    return <p className="text-sm text-fg-muted">{t('chatMessages.media.unavailable')}</p>;
  }

  const duration =
    Number.isFinite(mediaDuration) && mediaDuration > 0 ? mediaDuration : (decoded?.duration ?? 0);
  const progress = duration > 0 ? Math.min(1, position / duration) : 0;
  const peaks = decoded?.peaks ?? FLAT;

  const seek = (fraction: number) => {
    const element = audio.current;
    if (!element || duration <= 0) return;
    element.currentTime = fraction * duration;
    setPosition(element.currentTime);
  };

  return (
    <div
      className="flex w-72 max-w-full items-center gap-2 rounded-2xl bg-muted px-2 py-1.5"
      dir="ltr"
    >
      <audio
        ref={audio}
        src={blob.url}
        preload="metadata"
        {...events}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => setMediaDuration(event.currentTarget.duration)}
        onDurationChange={(event) => setMediaDuration(event.currentTarget.duration)}
      />
      <button
        type="button"
        onClick={toggle}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-fg hover:bg-primary-hover"
        aria-label={
          playing ? t('chatMessages.media.pauseVoice') : t('chatMessages.media.playVoice')
        }
      >
        {playing ? (
          <Pause aria-hidden="true" className="size-4" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
      </button>
      <div
        className="flex h-8 min-w-0 flex-1 cursor-pointer items-center gap-[2px]"
        aria-hidden="true"
        data-testid="waveform"
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          if (box.width > 0) seek((event.clientX - box.left) / box.width);
        }}
      >
        {peaks.map((peak, index) => (
          <span
            key={index}
            data-peak={peak.toFixed(2)}
            className={`w-full min-w-[2px] rounded-full ${(index + 0.5) / peaks.length <= progress ? 'bg-primary' : 'bg-fg-muted/40'}`}
            style={{ height: `${Math.max(12, Math.round(peak * 100))}%` }}
          />
        ))}
      </div>
      <span className="shrink-0 font-mono text-xs text-fg-muted tabular-nums">
        {formatClock(position)} / {formatClock(duration)}
      </span>
    </div>
  );
}
