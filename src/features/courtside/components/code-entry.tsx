import { Button, FileButton, Group, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraScanner, hasCamera } from './camera-scanner';
import { decodeImageFile } from './qr-decode';

/**
 * The check-in code: typed (Enter or Open), scanned with the camera, or read from a picture
 * (a photo or screenshot of the QR; on tablets the picker can also take a photo).
 */
export function CodeEntry({ onCode, busy, error }: { onCode: (code: string) => void; busy: boolean; error: string | null }) {
  const { t } = useTranslation('courtside');
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
    if (!text) return setPictureError(t('courtside:code.noQr'));
    setPictureError(null);
    setCode(text);
    onCode(text);
  };
  const message = pictureError ?? error;
  // The message is the field's own error (Mantine ties it: aria-invalid, aria-describedby; WCAG
  // 3.3.1), and the buttons sit in the field's row, between its label and that message.
  return (
    <div>
      <TextInput
        label={t('courtside:code.label')}
        placeholder={t('courtside:code.placeholder')}
        size="lg"
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && submit(code)}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        error={message}
        errorProps={{ role: 'alert', size: 'sm', mt: 6 }}
        inputContainer={(input) => (
          <Group gap="sm" wrap="wrap">
            <div style={{ width: 200 }}>{input}</div>
            <Button size="lg" loading={busy} onClick={() => submit(code)}>
              {t('courtside:code.open')}
            </Button>
            {hasCamera() && (
              <Button size="lg" variant="light" onClick={() => setCamera(true)}>
                {t('courtside:code.scan')}
              </Button>
            )}
            <FileButton onChange={(f) => void fromPicture(f)} accept="image/*">
              {(props) => (
                <Button size="lg" variant="default" {...props}>
                  {t('courtside:code.picture')}
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      />
      <CameraScanner opened={camera} onClose={() => setCamera(false)} onCode={scanned} />
    </div>
  );
}
