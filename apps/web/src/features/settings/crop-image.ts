/** The square the browser sends: large enough for the server's 256 px, small enough to upload fast. */
const CROPPED_SIZE_PX = 512;

/** A rectangle of the source image in its own pixels (what react-easy-crop reports). */
export type PixelArea = { x: number; y: number; width: number; height: number };

/** Loads an image URL (an object URL of the picked file); rejects when it does not decode. */
function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = url;
  });
}

/** The centred square of an image: the crop before the cropper reported one. */
function centredSquare(width: number, height: number): PixelArea {
  const side = Math.min(width, height);
  return { x: (width - side) / 2, y: (height - side) / 2, width: side, height: side };
}

/**
 * Draws the chosen square of the image onto a CROPPED_SIZE_PX canvas and returns it as a PNG
 * (lossless, transparency kept). Only the pixels travel: no EXIF from the original file.
 */
export async function cropToBlob(url: string, area: PixelArea | null): Promise<Blob> {
  const image = await loadImage(url);
  const source = area ?? centredSquare(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = CROPPED_SIZE_PX;
  canvas.height = CROPPED_SIZE_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    source.x,
    source.y,
    source.width,
    source.height,
    0,
    0,
    CROPPED_SIZE_PX,
    CROPPED_SIZE_PX,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No image'))), 'image/png'),
  );
}
