/** Sample entry types of the audio codecs an MP4 recording may hold, by the name we report. */
const SAMPLE_ENTRIES: [fourcc: string, name: string][] = [
  ['mp4a', 'mp4/aac'],
  ['Opus', 'mp4/opus'],
  ['alac', 'mp4/alac'],
  ['fLaC', 'mp4/flac'],
];

/**
 * Names the codec of an MP4/M4A file for the "cannot be decoded" answer. MP4 is not decoded
 * here: Safari records AAC, and no maintained pure JS/WASM AAC decoder is installed (the
 * OpenAI-compatible engine can take such files directly if the route forwards them). The
 * sample entry's four letters are looked up in the file rather than parsing the box tree,
 * since only the name is needed.
 */
export function mp4CodecName(bytes: Uint8Array): string {
  for (const [fourcc, name] of SAMPLE_ENTRIES) {
    if (indexOfAscii(bytes, fourcc) >= 0) return name;
  }
  return 'mp4';
}

/** The first offset of `ascii` in `bytes`, or -1. */
function indexOfAscii(bytes: Uint8Array, ascii: string): number {
  const first = ascii.charCodeAt(0);
  const last = bytes.length - ascii.length;
  outer: for (let i = bytes.indexOf(first); i >= 0 && i <= last; i = bytes.indexOf(first, i + 1)) {
    for (let j = 1; j < ascii.length; j++) {
      if (bytes[i + j] !== ascii.charCodeAt(j)) continue outer;
    }
    return i;
  }
  return -1;
}
