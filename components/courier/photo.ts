// A delivery photo as the API takes it: a JPEG data URL of at most
// MAX_PHOTO_BYTES. A phone camera's 12-megapixel picture is drawn again at
// most 1280 px on its long side, at quality 0.7 (lower, then smaller, if
// still too large), before it is queued.
import { MAX_PHOTO_BYTES } from '@/lib/schemas/courier';

export const MAX_PHOTO_SIDE = 1280;
const QUALITIES = [0.7, 0.55, 0.4];

export const dataUrlBytes = (dataUrl: string) => Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);

async function decode(file: Blob): Promise<{ image: CanvasImageSource; width: number; height: number; done: () => void }> {
  if (typeof createImageBitmap === 'function') {
    // The camera's orientation (EXIF) applied, so a portrait photo stays upright.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { image: bitmap, width: bitmap.width, height: bitmap.height, done: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  await img.decode();
  return { image: img, width: img.naturalWidth, height: img.naturalHeight, done: () => URL.revokeObjectURL(url) };
}

/** The photo, smaller, as a JPEG data URL; null when even the smallest try is too large. Throws if the file is not an image. */
export async function downscalePhoto(file: Blob): Promise<string | null> {
  const { image, width, height, done } = await decode(file);
  try {
    let side = MAX_PHOTO_SIDE;
    for (let attempt = 0; attempt < 3; attempt++) {
      const scale = Math.min(1, side / Math.max(width, height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(width * scale));
      canvas.height = Math.max(1, Math.round(height * scale));
      const ctx = canvas.getContext('2d')!;
      // JPEG has no transparency: a white ground for PNGs with a clear background.
      ctx.fillStyle = '#ffffff'; // i18n-literal: a colour
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
      for (const quality of QUALITIES) {
        const jpeg = canvas.toDataURL('image/jpeg', quality);
        if (dataUrlBytes(jpeg) <= MAX_PHOTO_BYTES) return jpeg;
      }
      side = Math.round(side * 0.7);
    }
    return null;
  } finally {
    done();
  }
}
