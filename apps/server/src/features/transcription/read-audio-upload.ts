import type { Readable } from 'node:stream';
import { AUDIO_MAX_BYTES } from '@crewline/shared/limits';
import { TRANSCRIBE_FIELD, TRANSCRIBE_MESSAGES } from '@crewline/shared/contracts/transcribe';
import { ValidationError } from '../../errors.ts';
import { sniffAudioFormat } from '../../services/audio/sniff-audio-format.ts';
import type { AudioFormat } from '../../services/audio/decoded-audio.ts';
import { TooLargeError } from '../../services/storage/storage.ts';
import { peekHead } from '../../services/content/read-head.ts';

// Enough for every signature sniffAudioFormat reads (RIFF….WAVE, ….ftyp).
const HEAD_BYTES = 16;

/** A recording read whole (it is decoded whole), and its container judged from its bytes. */
export type AudioUpload = { bytes: Uint8Array; format: AudioFormat };

/**
 * Reads the `audio` part into memory (an empty one is a 422). The container is judged from the first bytes, so a file
 * that is not audio (NotAudioError) or a format never accepted (UnsupportedAudioError: flac,
 * mp3) is refused before the rest is read, and the byte past AUDIO_MAX_BYTES stops the read
 * (413): nothing beyond the limit is ever held.
 */
export async function readAudioUpload(content: Readable): Promise<AudioUpload> {
  const { head, body } = await peekHead(content, HEAD_BYTES);
  if (head.length === 0) {
    throw new ValidationError(TRANSCRIBE_MESSAGES.audioEmpty, [
      { loc: ['body', TRANSCRIBE_FIELD], msg: TRANSCRIBE_MESSAGES.audioEmpty },
    ]);
  }
  let format: AudioFormat;
  try {
    format = sniffAudioFormat(head);
  } catch (error) {
    // The rest is drained, not kept, so the answer goes out on a finished body.
    content.resume();
    throw error;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > AUDIO_MAX_BYTES) throw new TooLargeError(AUDIO_MAX_BYTES);
    chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks, size), format };
}
