import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, imageDecoding } from './image-decoding.ts';

/** A thumbnail fits in this square (WebP); the message list reserves the image's own ratio. */
const THUMBNAIL_MAX_PX = 320;

/** An image's displayed size (EXIF orientation applied) and its thumbnail. */
type ImageFacts = { width: number; height: number; thumbnail: Buffer };

/**
 * Measures an image and makes its thumbnail, or null when sharp cannot decode it (then it is
 * kept as a plain file). `input` is called when a decoding slot is free. Only the first frame of an animation is read; pixels are bounded by
 * IMAGE_MAX_PIXELS and read sequentially, so memory stays near the file's own size.
 */
export function describeImage(input: () => Promise<Buffer>): Promise<ImageFacts | null> {
  return imageDecoding.run(async () => {
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
