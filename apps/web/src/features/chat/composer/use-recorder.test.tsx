import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeMedia } from '../../../test/fake-media.ts';
import { useRecorder } from './use-recorder.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function setup() {
  const onRecorded = vi.fn<(file: File) => void>();
  const hook = renderHook(() => useRecorder(onRecorded));
  return { ...hook, onRecorded };
}

describe('useRecorder', () => {
  it('voice: idle -> recording -> stopped hands over a webm file named voice-message-<time>', async () => {
    const media = installFakeMedia();
    const { result, onRecorded } = setup();
    expect(result.current.state).toBe('idle');
    await act(() => result.current.start('voice'));
    expect(result.current.state).toBe('recording');
    expect(result.current.kind).toBe('voice');
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(media.recorders[0]!.options).toEqual({ mimeType: 'audio/webm;codecs=opus' });
    act(() => result.current.stop());
    expect(result.current.state).toBe('stopped');
    expect(onRecorded).toHaveBeenCalledTimes(1);
    const file = onRecorded.mock.calls[0]![0];
    expect(file.name).toMatch(/^voice-message-\d+\.webm$/);
    expect(file.type).toBe('audio/webm');
    expect(file.size).toBeGreaterThan(0);
    expect(media.tracks.every((track) => track.stop.mock.calls.length === 1)).toBe(true);
  });

  it('video: asks for 640x480 and records at 1 Mbit/s video, 128 kbit/s audio', async () => {
    const media = installFakeMedia();
    const { result, onRecorded } = setup();
    await act(() => result.current.start('video'));
    expect(media.getUserMedia).toHaveBeenCalledWith({
      audio: true,
      video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
    });
    expect(media.recorders[0]!.options).toEqual({
      mimeType: 'video/webm;codecs=vp8,opus',
      videoBitsPerSecond: 1_000_000,
      audioBitsPerSecond: 128_000,
    });
    expect(result.current.stream).not.toBeNull();
    act(() => result.current.stop());
    expect(onRecorded.mock.calls[0]![0].name).toMatch(/^video-message-\d+\.webm$/);
    expect(onRecorded.mock.calls[0]![0].type).toBe('video/webm');
    expect(result.current.stream).toBeNull();
  });

  it('cancel: recording -> cancelled, nothing handed over, microphone released', async () => {
    const media = installFakeMedia();
    const { result, onRecorded } = setup();
    await act(() => result.current.start('voice'));
    act(() => result.current.cancel());
    expect(result.current.state).toBe('cancelled');
    expect(onRecorded).not.toHaveBeenCalled();
    expect(media.tracks[0]!.stop).toHaveBeenCalled();
  });

  it('stops itself at 120 s for voice (60 s for video) with the limit notice', async () => {
    vi.useFakeTimers();
    installFakeMedia();
    const { result, onRecorded } = setup();
    await act(() => result.current.start('voice'));
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(result.current.state).toBe('recording');
    expect(result.current.elapsed).toBe(119);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.state).toBe('stopped');
    expect(result.current.notice).toEqual({ kind: 'voice', reason: 'limit' });
    expect(onRecorded).toHaveBeenCalledTimes(1);

    await act(() => result.current.start('video'));
    expect(result.current.notice).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current.state).toBe('stopped');
    expect(result.current.notice).toEqual({ kind: 'video', reason: 'limit' });
  });

  it('a refused permission leaves it idle with the start-failed notice', async () => {
    installFakeMedia({ deny: true });
    const { result, onRecorded } = setup();
    await act(() => result.current.start('video'));
    expect(result.current.state).toBe('idle');
    expect(result.current.notice).toEqual({ kind: 'video', reason: 'startFailed' });
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it('unmounting mid-recording discards it and releases the devices', async () => {
    const media = installFakeMedia();
    const { result, unmount, onRecorded } = setup();
    await act(() => result.current.start('voice'));
    unmount();
    expect(onRecorded).not.toHaveBeenCalled();
    expect(media.tracks[0]!.stop).toHaveBeenCalled();
  });
});
