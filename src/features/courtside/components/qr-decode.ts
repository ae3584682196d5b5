import jsQR from 'jsqr';

/** The text of a QR in one picture's pixels, or null. */
export function decodePixels(image: ImageData): string | null {
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** Pixels of a drawable (video frame, bitmap), scaled down so big photos decode quickly. */
export function pixelsOf(source: CanvasImageSource, width: number, height: number, maxSide = 1024): ImageData | null {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, w, h);
  return context.getImageData(0, 0, w, h);
}

/** Decodes a QR from a picture file (a photo of a receipt, a screenshot of the message). */
export async function decodeImageFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height);
    return pixels ? decodePixels(pixels) : null;
  } finally {
    bitmap.close();
  }
}

/** The browser's own detector where it has one (Chromium on Android, Safari 17+). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

export function nativeDetector(): BarcodeDetectorLike | null {
  const Detector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  try {
    return Detector ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}
