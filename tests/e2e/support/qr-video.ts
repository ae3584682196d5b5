import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

/**
 * A Y4M video (what Chromium's fake camera plays, --use-file-for-fake-video-capture) showing
 * the QR of `text`, black on white, so the scanner's camera path is tested without a camera.
 */
export async function writeQrVideo(file: string, text: string, size = 480): Promise<void> {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const scale = Math.floor(size / (count + 8));
  const offset = Math.floor((size - count * scale) / 2);
  const luma = Buffer.alloc(size * size, 255);
  for (let y = 0; y < count * scale; y++) {
    for (let x = 0; x < count * scale; x++) {
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(offset + y) * size + offset + x] = 0;
    }
  }
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  await writeFile(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]));
}
