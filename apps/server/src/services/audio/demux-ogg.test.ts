import { describe, expect, it } from 'vitest';
import { CorruptAudioError, NotAudioError, UnsupportedAudioError } from './decoded-audio.ts';
import { demuxOgg } from './demux-ogg.ts';
import { ffmpegDurationMs, fixture } from './testing/audio-fixtures.ts';
import { ascii, concat, makeOgg } from './testing/make-container.ts';

const ogg = fixture('speech.opus.ogg');
const opusTags = concat([ascii('OpusTags'), new Uint8Array(8)]);

describe('demuxOgg', () => {
  it('reads the Opus header and every 20 ms packet of an ffmpeg Ogg/Opus file', () => {
    const stream = demuxOgg(ogg);
    expect(stream.head).toMatchObject({ channels: 1, preSkip: 312, gain: 1 });
    expect(stream.head.mapping).toBeUndefined();
    // libopus at 24 kbit/s writes 20 ms packets: duration + pre-skip, rounded up to a packet.
    const samples = (ffmpegDurationMs('speech.opus.ogg') / 1000) * 48_000;
    expect(stream.packets.length).toBe(Math.ceil((samples + 312) / 960));
    // The last page's granule position trims the padding of the last packet.
    expect(stream.totalSamples).toBe(Math.round(samples));
  });

  it('joins packets continued across pages', () => {
    const { head, packets } = demuxOgg(ogg);
    const headPacket = concat([
      ascii('OpusHead'),
      Uint8Array.from([1, 1, 0x38, 0x01, 0, 0, 0, 0, 0, 0, 0]),
    ]);
    // Pages of 2 lacing values: a packet over 255 bytes always spans pages, a big one several.
    const big = new Uint8Array(700).fill(7);
    const repaged = makeOgg([headPacket, opusTags, ...packets.slice(0, 20), big], {
      segmentsPerPage: 2,
    });
    const again = demuxOgg(repaged);
    expect(again.head).toEqual(head);
    expect(again.packets.length).toBe(21);
    again.packets.slice(0, 20).forEach((p, i) => expect(p).toEqual(packets[i]));
    expect(again.packets[20]).toEqual(big);
  });

  it('ends a file cut short at its last whole page', () => {
    // ffmpeg writes pages of about a second (50 packets): half the bytes keeps two of four.
    const whole = demuxOgg(ogg).packets.length;
    const half = demuxOgg(ogg.subarray(0, Math.floor(ogg.length / 2))).packets.length;
    expect(half).toBeGreaterThanOrEqual(50);
    expect(half).toBeLessThan(whole * 0.6);
  });

  it('answers CorruptAudioError for a broken checksum or garbage before any audio', () => {
    const flipped = ogg.slice();
    flipped[40] = flipped[40]! ^ 0xff; // inside the first page (OpusHead)
    expect(() => demuxOgg(flipped)).toThrow(CorruptAudioError);
    expect(() => demuxOgg(concat([ogg.subarray(0, 47), new Uint8Array(200).fill(0x55)]))).toThrow(
      CorruptAudioError,
    );
    expect(() => demuxOgg(ogg.subarray(0, 20))).toThrow(CorruptAudioError);
  });

  it('keeps the audio before a damaged page later in the file', () => {
    const damaged = ogg.slice();
    const at = Math.floor(ogg.length * 0.75);
    damaged[at] = damaged[at]! ^ 0xff;
    const { packets } = demuxOgg(damaged);
    // The damaged page is the third of four: the two before it are kept.
    expect(packets.length).toBeGreaterThanOrEqual(100);
    expect(packets.length).toBeLessThan(demuxOgg(ogg).packets.length);
  });

  it('names Vorbis, FLAC and Speex streams as unsupported', () => {
    const vorbis = makeOgg([concat([ascii('\x01vorbis'), new Uint8Array(22)])]);
    expect(() => demuxOgg(vorbis)).toThrow(new UnsupportedAudioError('ogg/vorbis'));
    const flac = makeOgg([concat([ascii('\x7fFLAC'), new Uint8Array(40)])]);
    expect(() => demuxOgg(flac)).toThrow(new UnsupportedAudioError('ogg/flac'));
    const speex = makeOgg([concat([ascii('Speex   '), new Uint8Array(72)])]);
    expect(() => demuxOgg(speex)).toThrow(new UnsupportedAudioError('ogg/speex'));
  });

  it('answers NotAudioError for an Ogg file with no audio stream (Theora video)', () => {
    const theora = makeOgg([concat([ascii('\x80theora'), new Uint8Array(34)])]);
    expect(() => demuxOgg(theora)).toThrow(NotAudioError);
  });

  it('reads a multichannel (mapping family 1) header', () => {
    const head = concat([
      ascii('OpusHead'),
      Uint8Array.from([1, 6, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 1, 4, 2, 0, 4, 1, 2, 3, 5]),
    ]);
    const stream = demuxOgg(makeOgg([head, opusTags]));
    expect(stream.head).toMatchObject({
      channels: 6,
      mapping: { streamCount: 4, coupledStreamCount: 2, table: [0, 4, 1, 2, 3, 5] },
    });
  });
});
