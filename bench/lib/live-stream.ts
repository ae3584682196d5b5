import http from 'node:http';

export interface LiveStream {
  status: number;
  /** From the request to the answer's headers: what a desk waits before its calendar is live. */
  openMs: number;
  /** Events received so far (the server's `data:` lines). */
  events(): number;
  close(): void;
}

/**
 * The console's live stream (GET /api/live, server-sent events) as a desk holds it open all day.
 * EventSource sends no headers: the token goes as the query parameter a client without the
 * console's cookie uses.
 */
export function openLiveStream(baseUrl: string, token: string): Promise<LiveStream> {
  return new Promise((resolve) => {
    const started = performance.now();
    let count = 0;
    const req = http.get(`${baseUrl}/api/live?token=${encodeURIComponent(token)}`, { headers: { accept: 'text/event-stream' } }, (res) => {
      const openMs = performance.now() - started;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        count += chunk.split('\n').filter((l) => l.startsWith('data:')).length;
      });
      res.on('error', () => undefined);
      resolve({ status: res.statusCode ?? 0, openMs, events: () => count, close: () => req.destroy() });
    });
    req.on('error', () => resolve({ status: 0, openMs: performance.now() - started, events: () => count, close: () => undefined }));
  });
}
