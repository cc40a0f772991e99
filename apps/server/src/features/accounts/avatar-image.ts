import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  AVATAR_MAX_BYTES,
  AVATAR_SIZE_PX,
  AVATAR_SMALL_SIZE_PX,
  AVATAR_TYPES,
} from '@crewline/shared/limits';
import { AppError } from '../../errors.ts';
import { TooLargeError } from '../../services/storage/storage.ts';
import { SNIFF_BYTES } from '../../services/content/classify-content.ts';
import { peekHead } from '../../services/content/read-head.ts';
import { IMAGE_MAX_PIXELS, imageDecoding } from '../../services/content/image-decoding.ts';

/** The 415 text for content that is not one of the avatar image types. */
export const AVATAR_NOT_AN_IMAGE = 'Upload a JPEG, PNG, WebP or GIF image.';
/** The 415 text for content that looks like an image type but does not decode. */
export const AVATAR_UNREADABLE = 'The image could not be read. Please try another file.';

/** The two square WebP versions of an avatar. */
export type AvatarImages = { large: Buffer; small: Buffer };

/** 415: not an image we accept. */
class UnsupportedAvatarError extends AppError {
  constructor(message = AVATAR_NOT_AN_IMAGE) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

const accepted = new Set<string>(AVATAR_TYPES);

/**
 * Reads an upload into memory (an avatar is needed whole to decode it): the type is judged
 * from the first bytes, so anything but JPEG, PNG, WebP or GIF is refused before the rest is
 * read (415), and the byte that passes AVATAR_MAX_BYTES stops the read (413).
 */
export async function readAvatarUpload(content: Readable): Promise<Buffer> {
  const { head, body } = await peekHead(content, SNIFF_BYTES);
  const detected = await fileTypeFromBuffer(head);
  if (!detected || !accepted.has(detected.mime)) {
    // The rest is drained, not read into memory, so the reply goes out on a finished body.
    content.resume();
    throw new UnsupportedAvatarError();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > AVATAR_MAX_BYTES) throw new TooLargeError(AVATAR_MAX_BYTES);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Re-encodes an image as the two square WebP avatars: turned upright by its EXIF orientation,
 * cropped to the centre square (the browser already crops; other clients need not), and
 * written without any metadata (sharp keeps none unless asked: no EXIF, GPS, XMP or ICC
 * comments). Only the first frame of an animation is used. Content that does not decode → 415.
 */
export function makeAvatarImages(bytes: Buffer): Promise<AvatarImages> {
  return imageDecoding.run(async () => {
    try {
      const large = await sharp(bytes, {
        limitInputPixels: IMAGE_MAX_PIXELS,
        autoOrient: true,
        failOn: 'error',
      })
        .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
        .webp({ quality: 85 })
        .toBuffer();
      const small = await sharp(large)
        .resize(AVATAR_SMALL_SIZE_PX, AVATAR_SMALL_SIZE_PX)
        .webp({ quality: 85 })
        .toBuffer();
      return { large, small };
    } catch {
      throw new UnsupportedAvatarError(AVATAR_UNREADABLE);
    }
  });
}
