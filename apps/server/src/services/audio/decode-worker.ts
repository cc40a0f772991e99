// A decoding thread of decode-pool.ts: decodes one recording at a time with decodeAudio and
// answers with the samples and the recording's own bytes, both moved rather than copied.
// Bundled as its own entry point (apps/server/build.mjs: dist/decode-audio-worker.js).
import { parentPort } from 'node:worker_threads';
import { decodeAudio } from './decode-audio.ts';
import {
  describeFailure,
  movable,
  type DecodeAnswer,
  type DecodeRequest,
} from './decode-protocol.ts';

const port = parentPort;
if (!port) throw new Error('decode-worker runs as a worker thread started by decode-pool.ts');

port.on('message', async ({ bytes }: DecodeRequest) => {
  let answer: DecodeAnswer;
  const moved: ArrayBuffer[] = [bytes.buffer as ArrayBuffer];
  try {
    const audio = await decodeAudio(bytes);
    const samples = movable(audio.samples);
    moved.push(samples.buffer as ArrayBuffer);
    answer = { bytes, audio: { ...audio, samples } };
  } catch (error) {
    answer = { bytes, error: describeFailure(error) };
  }
  port.postMessage(answer, moved);
});
