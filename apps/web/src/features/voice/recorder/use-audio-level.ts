import { useEffect, useState } from 'react';

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: unknown };
  return scope.AudioContext ?? (scope.webkitAudioContext as AudioContextClass | undefined) ?? null;
}

/**
 * The live loudness (0–1, RMS of the waveform) of a stream, read through a Web Audio
 * AnalyserNode about 15 times a second, for the level meter. 0 without a stream or Web Audio.
 */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);

  useEffect(() => {
    const Context = audioContextClass();
    if (!stream || !Context) return;
    let context: AudioContext;
    try {
      context = new Context();
    } catch {
      return;
    }
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    const source = context.createMediaStreamSource(stream);
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    // A timer rather than requestAnimationFrame: the meter needs no 60 fps, and a hidden tab
    // must not stop it from settling back to silence.
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) {
        const centred = (sample - 128) / 128;
        sum += centred * centred;
      }
      // Speech sits around 0.05–0.3 RMS; scale so normal speech fills most of the meter.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
    }, 66);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close().catch(() => undefined);
      setLevel(0);
    };
  }, [stream]);

  return level;
}
