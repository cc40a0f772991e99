import sharp from 'sharp';

/** A thumbnail fits in this square (WebP); the message list reserves the image's own ratio. */
export const THUMBNAIL_MAX_PX = 320;
/** Images with more pixels are not decoded (a decompression bomb stays a plain file). */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Images decoded at once in this process: each holds its file (≤ 10 MB) while it is measured. */
const CONCURRENT_DECODES = 2;

// libvips' operation cache keeps recent images' pixels for reuse; uploads are never repeated.
sharp.cache(false);

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `task` when fewer than CONCURRENT_DECODES others are running (FIFO). */
async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENT_DECODES) await new Promise<void>((go) => waiting.push(go));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** An image's displayed size (EXIF orientation applied) and its thumbnail. */
export type ImageFacts = { width: number; height: number; thumbnail: Buffer };

/**
 * Measures an image and makes its thumbnail, or null when sharp cannot decode it (then it is
 * kept as a plain file). `input` is called when a decoding slot is free. Only the first frame of an animation is read; pixels are bounded by
 * IMAGE_MAX_PIXELS and read sequentially, so memory stays near the file's own size.
 */
export function describeImage(input: () => Promise<Buffer>): Promise<ImageFacts | null> {
  return limited(async () => {
    // A storage failure is an error; only content sharp refuses makes a plain file.
    const bytes = await input();
    try {
      const options = {
        limitInputPixels: IMAGE_MAX_PIXELS,
        sequentialRead: true,
        autoOrient: true,
        failOn: 'error',
      } as const;
      const metadata = await sharp(bytes, options).metadata();
      const width = metadata.autoOrient?.width ?? metadata.width;
      const height = metadata.autoOrient?.height ?? metadata.height;
      if (!width || !height) return null;
      const thumbnail = await sharp(bytes, options)
        .resize(THUMBNAIL_MAX_PX, THUMBNAIL_MAX_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
      return { width, height, thumbnail };
    } catch {
      return null;
    }
  });
}
