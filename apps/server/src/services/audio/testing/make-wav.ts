// Test helper: writes WAV files in every layout the reader accepts, from float channels.

export type WavLayout = { bits: 8 | 16 | 24 | 32; float?: boolean; extensible?: boolean };

/** A RIFF/WAVE file holding `channels` (equal lengths, floats in [-1, 1]) at `sampleRate`. */
export function makeWav(
  channels: Float32Array[],
  sampleRate: number,
  layout: WavLayout,
): Uint8Array {
  const { bits, float = false, extensible = false } = layout;
  const bytesPerSample = bits / 8;
  const frames = channels[0]!.length;
  const blockAlign = channels.length * bytesPerSample;
  const fmtSize = extensible ? 40 : 16;
  const dataSize = frames * blockAlign;
  const out = new Uint8Array(12 + 8 + fmtSize + 8 + dataSize);
  const view = new DataView(out.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) out[at + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, out.length - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, fmtSize, true);
  const format = float ? 3 : 1;
  view.setUint16(20, extensible ? 0xfffe : format, true);
  view.setUint16(22, channels.length, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bits, true);
  if (extensible) {
    view.setUint16(36, 22, true);
    view.setUint16(38, bits, true);
    view.setUint32(40, 0, true);
    view.setUint16(44, format, true); // the GUID's first two bytes are the format code
  }
  const dataAt = 20 + fmtSize;
  ascii(dataAt, 'data');
  view.setUint32(dataAt + 4, dataSize, true);
  let at = dataAt + 8;
  for (let f = 0; f < frames; f++) {
    for (const channel of channels) {
      const s = Math.max(-1, Math.min(1, channel[f]!));
      if (float) view.setFloat32(at, s, true);
      else if (bits === 8) view.setUint8(at, Math.round(s * 127) + 128);
      else if (bits === 16) view.setInt16(at, Math.round(s * 32767), true);
      else if (bits === 24) {
        const v = Math.round(s * 8388607);
        view.setUint16(at, v & 0xffff, true);
        view.setInt8(at + 2, v >> 16);
      } else view.setInt32(at, Math.round(s * 2147483647), true);
      at += bytesPerSample;
    }
  }
  return out;
}
