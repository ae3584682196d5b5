import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n';
import { decodePixels, nativeDetector, pixelsOf } from './qr-decode';

const FRAME_MS = 200;

/** The QR text in the video's current frame: the native detector, else jsqr on a 640 px copy. */
async function readFrame(v: HTMLVideoElement, detector: ReturnType<typeof nativeDetector>): Promise<string | null> {
  if (detector) return (await detector.detect(v))[0]?.rawValue ?? null;
  const pixels = pixelsOf(v, v.videoWidth, v.videoHeight, 640);
  return pixels ? decodePixels(pixels) : null;
}

/** Whether this device can show a camera at all (tablets, laptops with a webcam). */
export const hasCamera = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * The camera view: reads frames with the browser's BarcodeDetector where it exists, else with
 * jsqr on a canvas, and hands the first QR text found to `onCode`. The camera stops on close.
 */
export function CameraScanner({ opened, onClose, onCode }: { opened: boolean; onClose: () => void; onCode: (text: string) => void }) {
  const { t } = useTranslation('courtside');
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  // The latest handler, read when a code is found: a parent re-render must not restart the camera.
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!opened) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const detector = nativeDetector();
    const scan = async () => {
      const v = video.current;
      if (stopped || !v || v.readyState < 2) return void (timer = window.setTimeout(scan, FRAME_MS));
      const text = await readFrame(v, detector).catch(() => null);
      if (stopped) return;
      if (text) handler.current(text);
      else timer = window.setTimeout(scan, FRAME_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return s.getTracks().forEach((t) => t.stop());
        video.current.srcObject = s;
        await video.current.play().catch(() => undefined);
        void scan();
      })
      .catch(() => setError(i18n.t('courtside:camera.failed')));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
      setError(null);
    };
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onClose} title={t('courtside:camera.title')} size="lg" centered>
      <Stack>
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('courtside:camera.camera')}
          style={{ width: '100%', borderRadius: 8, background: '#000' }}
        />
        <Text size="sm" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ?? t('courtside:camera.hint')}
        </Text>
        <Button size="lg" variant="default" onClick={onClose}>
          {t('courtside:camera.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
