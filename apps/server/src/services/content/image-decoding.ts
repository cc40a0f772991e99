import sharp from 'sharp';
import { ConcurrencyLimit } from '../concurrency-limit.ts';

/** Images with more pixels are not decoded (a decompression bomb stays a plain file). */
export const IMAGE_MAX_PIXELS = 50_000_000;

/**
 * The images sharp decodes at once in this process, attachments' thumbnails and avatars
 * together: each holds its file (≤ 10 MB) and its pixels while it is decoded.
 */
export const imageDecoding = new ConcurrencyLimit(2);

// libvips' operation cache keeps recent images' pixels for reuse; uploads are never repeated.
sharp.cache(false);
