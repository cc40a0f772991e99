import { describe, expect, it } from 'vitest';
import { CorruptAudioError, NotAudioError, UnsupportedAudioError } from './decoded-audio.ts';
import { demuxWebm, opusPacketSamples } from './demux-webm.ts';
import { ffmpegDurationMs, fixture, randomBytes, seededRandom } from './testing/audio-fixtures.ts';
import { ascii, concat, ebml, uint } from './testing/make-container.ts';

const chromium = fixture('speech.chromium.webm');
const ffmpegWebm = fixture('speech.ffmpeg.webm');
const opusHead = concat([
  ascii('OpusHead'),
  Uint8Array.from([1, 1, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0]),
]);

/** Total 48 kHz samples in packets. */
const samplesOf = (packets: Uint8Array[]) => packets.reduce((n, p) => n + opusPacketSamples(p), 0);

/** A WebM with one track and the given blocks, sized as MediaRecorder writes them. */
function webm(track: { codec: string; type?: number }, blocks: Uint8Array[]): Uint8Array {
  const header = ebml(0x1a45dfa3, ebml(0x4282, ascii('webm')));
  const entry = ebml(0xae, [
    ebml(0xd7, uint(1)),
    ...(track.type ? [ebml(0x83, uint(track.type))] : []),
    ebml(0x86, ascii(track.codec)),
    ebml(0x63a2, opusHead),
  ]);
  const cluster = ebml(0x1f43b675, [ebml(0xe7, uint(0)), ...blocks], 'unknown');
  return concat([header, ebml(0x18538067, [ebml(0x1654ae6b, entry), cluster], 'unknown')]);
}

/** A SimpleBlock for track 1 with lacing bits and the laced body. */
function simpleBlock(lacing: number, body: Uint8Array[]): Uint8Array {
  return ebml(0xa3, [Uint8Array.from([0x81, 0, 0, 0x80 | (lacing << 1)]), ...body]);
}

describe('demuxWebm', () => {
  it("reads Chromium MediaRecorder's live WebM (unknown-size Segment and Clusters)", () => {
    // The Segment's size is the 8-byte all-ones "unknown" a live writer leaves.
    const segmentAt = chromium.indexOf(0x18, 4);
    expect(Array.from(chromium.subarray(segmentAt, segmentAt + 5))).toEqual([
      0x18, 0x53, 0x80, 0x67, 0x01,
    ]);
    expect(Array.from(chromium.subarray(segmentAt + 5, segmentAt + 12))).toEqual(
      Array(7).fill(0xff),
    );

    const stream = demuxWebm(chromium);
    expect(stream.head.channels).toBe(1);
    // Chromium writes its OpusHead with no pre-skip, and 60 ms packets.
    expect(stream.head.preSkip).toBe(0);
    expect(opusPacketSamples(stream.packets[0]!)).toBe(2_880);
    const recorded = samplesOf(stream.packets) - stream.head.preSkip;
    expect(Math.abs(recorded / 48 - ffmpegDurationMs('speech.chromium.webm'))).toBeLessThan(25);
  });

  it("reads ffmpeg's WebM (known sizes, Cues) and its end trim (DiscardPadding)", () => {
    const stream = demuxWebm(ffmpegWebm);
    expect(stream.head).toMatchObject({ channels: 2, preSkip: 312 });
    expect(stream.totalSamples).toBe(
      Math.round((ffmpegDurationMs('speech.ffmpeg.webm') / 1000) * 48_000),
    );
  });

  it('splits Xiph, EBML and fixed-size laced blocks into their frames', () => {
    const frames = demuxWebm(chromium).packets.slice(0, 3);
    const [a, b, c] = frames as [Uint8Array, Uint8Array, Uint8Array];
    const xiphSize = (n: number) => [...Array<number>(Math.floor(n / 255)).fill(255), n % 255];
    const xiph = simpleBlock(1, [
      Uint8Array.from([2, ...xiphSize(a.length), ...xiphSize(b.length)]),
      a,
      b,
      c,
    ]);
    // EBML lacing: the first size, then signed differences (2-byte: value + 8191).
    const d1 = b.length - a.length + 8191;
    const ebmlLaced = simpleBlock(3, [
      Uint8Array.from([2, 0x40 | (a.length >> 8), a.length & 0xff, 0x40 | (d1 >> 8), d1 & 0xff]),
      a,
      b,
      c,
    ]);
    const same = a.subarray(0, 40);
    const fixed = simpleBlock(2, [Uint8Array.from([2]), same, same, same]);

    const packets = demuxWebm(webm({ codec: 'A_OPUS', type: 2 }, [xiph, ebmlLaced, fixed])).packets;
    expect(packets).toEqual([a, b, c, a, b, c, same, same, same]);
  });

  it('answers CorruptAudioError for a laced block whose sizes run past it', () => {
    const bad = simpleBlock(1, [Uint8Array.from([3, 255, 255, 255, 40]), new Uint8Array(10)]);
    expect(() => demuxWebm(webm({ codec: 'A_OPUS' }, [bad]))).toThrow(CorruptAudioError);
  });

  it('names a codec other than Opus, and refuses a video without sound', () => {
    expect(() => demuxWebm(webm({ codec: 'A_VORBIS', type: 2 }, []))).toThrow(
      new UnsupportedAudioError('webm/vorbis'),
    );
    expect(() => demuxWebm(webm({ codec: 'V_VP8', type: 1 }, []))).toThrow(NotAudioError);
  });

  it('ends a file cut short at its last whole block', () => {
    const whole = demuxWebm(chromium).packets.length;
    const half = demuxWebm(chromium.subarray(0, chromium.length / 2)).packets.length;
    expect(half).toBeGreaterThan(whole * 0.3);
    expect(half).toBeLessThan(whole * 0.7);
  });

  it('answers CorruptAudioError for a cut header, or random bytes after the EBML header', () => {
    expect(() => demuxWebm(chromium.subarray(0, 20))).toThrow(CorruptAudioError);
    const ebmlHeaderLength = ebml(0x1a45dfa3, ebml(0x4282, ascii('webm'))).length;
    const random = seededRandom(12);
    for (let i = 0; i < 20; i++) {
      const junk = concat([
        ebml(0x1a45dfa3, ebml(0x4282, ascii('webm'))),
        randomBytes(random, 4_000),
      ]);
      expect(junk.length).toBe(ebmlHeaderLength + 4_000);
      expect(() => demuxWebm(junk)).toThrow(CorruptAudioError);
    }
  });
});
