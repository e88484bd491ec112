// Reading an airway bill label from the camera: the label carries a Code128
// barcode of the airway bill number and a QR code of its tracking link. The
// browser's own BarcodeDetector where it has one (Chrome on Android); ZXing
// (@zxing/library, loaded only then) elsewhere, on frames drawn to a canvas.

export interface LabelReader {
  /** The code in the video's current frame, or null. */
  read(video: HTMLVideoElement): Promise<string | null>;
}

type Detected = { rawValue: string };
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Detected[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const FORMATS = ['code_128', 'qr_code'];

async function nativeReader(): Promise<LabelReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    const formats = FORMATS.filter((f) => supported.includes(f));
    if (formats.length === 0) return null;
    const detector = new Detector({ formats });
    return { read: async (video) => (await detector.detect(video))[0]?.rawValue ?? null };
  } catch {
    return null;
  }
}

/** ZXing's code, fetched ahead (the service worker then keeps it for offline scanning). */
export const preloadZxing = () => import('@zxing/library').then(() => undefined);

async function zxingReader(): Promise<LabelReader> {
  const zx = await import('@zxing/library');
  const reader = new zx.MultiFormatReader();
  reader.setHints(
    new Map<number, unknown>([
      [zx.DecodeHintType.POSSIBLE_FORMATS, [zx.BarcodeFormat.CODE_128, zx.BarcodeFormat.QR_CODE]],
      [zx.DecodeHintType.TRY_HARDER, true],
    ]) as never,
  );
  const canvas = document.createElement('canvas');
  return {
    read: async (video) => {
      if (!video.videoWidth) return null;
      // A frame at most 1024 px wide is plenty for a label and keeps each try quick.
      const scale = Math.min(1, 1024 / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      canvas.getContext('2d', { willReadFrequently: true })!.drawImage(video, 0, 0, canvas.width, canvas.height);
      try {
        const bitmap = new zx.BinaryBitmap(new zx.HybridBinarizer(new zx.HTMLCanvasElementLuminanceSource(canvas)));
        return reader.decodeWithState(bitmap).getText();
      } catch {
        // Nothing readable in this frame (NotFoundException): the next one may do.
        return null;
      } finally {
        reader.reset();
      }
    },
  };
}

export async function labelReader(): Promise<LabelReader> {
  return (await nativeReader()) ?? zxingReader();
}
