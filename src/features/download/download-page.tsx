import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReplyMessages } from '../../lib/api/outcome';
import { i18n } from '../../lib/i18n/i18n';
import {
  buildDownloadRequest,
  CLOSE_AFTER_MS,
  downloadBadLink,
  downloadingText,
  fileDownloadedText,
  readDownload,
} from './download-request';

function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the save before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** Fetches a report with the given auth, saves it under its name, then closes the window. */
export function DownloadPage() {
  // Suspends until the page's words are there, so the first text is already in the language on screen.
  useTranslation('download');
  const [status, setStatus] = useState<{ text: string; busy: boolean }>(() => ({ text: downloadingText(), busy: true }));

  useEffect(() => {
    document.title = i18n.t('common:title.console');
    const request = buildDownloadRequest(new URLSearchParams(location.search), location.origin);
    if (!request) {
      setStatus({ text: downloadBadLink(), busy: false });
      return;
    }
    let closeTimer = 0;
    void fetch(request.url, { headers: request.headers })
      .then(readDownload)
      .catch(() => ({ kind: 'message' as const, message: ReplyMessages.noResponse }))
      .then((result) => {
        if (result.kind === 'message') {
          setStatus({ text: result.message, busy: false });
          return;
        }
        saveBlob(result.blob, request.fileName);
        setStatus({ text: fileDownloadedText(), busy: false });
        closeTimer = window.setTimeout(() => window.close(), CLOSE_AFTER_MS);
      });
    return () => window.clearTimeout(closeTimer);
  }, []);

  return (
    <Center mih="100dvh">
      <Stack align="center" gap="xs">
        {status.busy && <Loader />}
        <Text>{status.text}</Text>
      </Stack>
    </Center>
  );
}
