import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  buildDownloadRequest,
  CLOSE_AFTER_MS,
  DOWNLOAD_BAD_LINK,
  DOWNLOADING_TEXT,
  FILE_DOWNLOADED,
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
  const [status, setStatus] = useState<{ text: string; busy: boolean }>({ text: DOWNLOADING_TEXT, busy: true });

  useEffect(() => {
    document.title = 'Partner Console';
    const request = buildDownloadRequest(new URLSearchParams(location.search), location.origin);
    if (!request) {
      setStatus({ text: DOWNLOAD_BAD_LINK, busy: false });
      return;
    }
    let closeTimer = 0;
    void fetch(request.url, { headers: request.headers })
      .then(readDownload)
      .catch(() => ({ kind: 'message' as const, message: 'Some Resources could not be loaded, try reloading the page' }))
      .then((result) => {
        if (result.kind === 'message') {
          setStatus({ text: result.message, busy: false });
          return;
        }
        saveBlob(result.blob, request.fileName);
        setStatus({ text: FILE_DOWNLOADED, busy: false });
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
