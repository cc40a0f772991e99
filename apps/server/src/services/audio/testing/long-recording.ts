// Test helper: a long WebM recording without ffmpeg, as bench/audio-decode.mjs makes one.

const CLUSTER_ID = [0x1f, 0x43, 0xb6, 0x75];

/**
 * The recording followed by copies of its Clusters until it lasts about `seconds`. Chromium's
 * MediaRecorder writes its Segment and Clusters with unknown sizes, so the copies read as one
 * long live recording: the packets, demuxer, decoder and resampler a real one goes through.
 */
export function repeatClusters(
  recording: Uint8Array,
  recordingSeconds: number,
  seconds: number,
): Uint8Array {
  let at = recording.indexOf(CLUSTER_ID[0]!);
  while (at >= 0 && !CLUSTER_ID.every((b, i) => recording[at + i] === b)) {
    at = recording.indexOf(CLUSTER_ID[0]!, at + 1);
  }
  if (at < 0) throw new Error('no Cluster in the recording');
  const clusters = recording.subarray(at);
  const copies = Math.ceil(seconds / recordingSeconds);
  const out = new Uint8Array(recording.length + clusters.length * (copies - 1));
  out.set(recording, 0);
  for (let i = 1; i < copies; i++) {
    out.set(clusters, recording.length + clusters.length * (i - 1));
  }
  return out;
}
