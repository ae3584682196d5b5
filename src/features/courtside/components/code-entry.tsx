import { Button, FileButton, Group, Text, TextInput } from '@mantine/core';
import { useCallback, useId, useState } from 'react';
import { CameraScanner, hasCamera } from './camera-scanner';
import { decodeImageFile } from './qr-decode';

/**
 * The check-in code: typed (Enter or Open), scanned with the camera, or read from a picture
 * (a photo or screenshot of the QR; on tablets the picker can also take a photo).
 */
export function CodeEntry({ onCode, busy, error }: { onCode: (code: string) => void; busy: boolean; error: string | null }) {
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const submit = (text: string) => {
    setPictureError(null);
    if (text.trim()) onCode(text.trim());
  };
  const scanned = useCallback(
    (text: string) => {
      setCamera(false);
      setCode(text);
      onCode(text);
    },
    [onCode],
  );
  const fromPicture = async (file: File | null) => {
    if (!file) return;
    const text = await decodeImageFile(file).catch(() => null);
    if (!text) return setPictureError('No QR code found in that picture');
    setPictureError(null);
    setCode(text);
    onCode(text);
  };
  const message = pictureError ?? error;
  // The message is said with the field it is about (WCAG 3.3.1, 1.3.1), not only shown below it.
  const messageId = useId();
  return (
    <div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Check-in code"
          placeholder="e.g. 1042-7F3A9C"
          size="lg"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && submit(code)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          w={200}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <Button size="lg" loading={busy} onClick={() => submit(code)}>
          Open
        </Button>
        {hasCamera() && (
          <Button size="lg" variant="light" onClick={() => setCamera(true)}>
            Scan QR
          </Button>
        )}
        <FileButton onChange={(f) => void fromPicture(f)} accept="image/*">
          {(props) => (
            <Button size="lg" variant="default" {...props}>
              Scan from picture
            </Button>
          )}
        </FileButton>
      </Group>
      {message && (
        <Text id={messageId} c="red" size="sm" mt={6} role="alert">
          {message}
        </Text>
      )}
      <CameraScanner opened={camera} onClose={() => setCamera(false)} onCode={scanned} />
    </div>
  );
}
