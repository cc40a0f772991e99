import { NotAudioError, UnsupportedAudioError, type AudioFormat } from './decoded-audio.ts';

/** True when `bytes` holds `ascii` at `offset`. */
export function hasAscii(bytes: Uint8Array, offset: number, ascii: string): boolean {
  if (offset < 0 || offset + ascii.length > bytes.length) return false;
  for (let i = 0; i < ascii.length; i++) {
    if (bytes[offset + i] !== ascii.charCodeAt(i)) return false;
  }
  return true;
}

/**
 * The container of an upload, recognised by its first bytes and never by the client's MIME
 * type. Audio formats recognised but not decoded here (FLAC, MP3) throw UnsupportedAudioError
 * so the answer names them; anything else throws NotAudioError.
 */
export function sniffAudioFormat(bytes: Uint8Array): AudioFormat {
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return 'webm';
  }
  if (hasAscii(bytes, 0, 'OggS')) return 'ogg';
  if (hasAscii(bytes, 0, 'RIFF') && hasAscii(bytes, 8, 'WAVE')) return 'wav';
  if (hasAscii(bytes, 4, 'ftyp')) return 'mp4';
  if (hasAscii(bytes, 0, 'fLaC')) throw new UnsupportedAudioError('flac');
  if (hasAscii(bytes, 0, 'ID3')) throw new UnsupportedAudioError('mp3');
  throw new NotAudioError();
}
