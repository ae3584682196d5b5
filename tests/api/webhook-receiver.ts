import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a test receiver got: the raw body as sent and its signature header. */
export interface Received {
  body: string;
  signature: string;
  json: { id: string; type: string; createdAt: string; clubId: number; data: Record<string, unknown> };
}

/**
 * A webhook receiver on 127.0.0.1 for tests: records every POST and answers with the next of
 * `answers` (a status, 'hang' to answer only after `hangMs`, or 'hold' to answer only when the
 * test calls `release()`), then 200 once they run out.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const answers: (number | 'hang' | 'hold')[] = [];
  const held: (() => void)[] = [];
  let hangMs = 3000;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ body, signature: String(req.headers['courtdesk-signature'] ?? ''), json: JSON.parse(body) });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') setTimeout(() => res.writeHead(200).end('late'), hangMs).unref();
      else if (answer === 'hold') held.push(() => res.writeHead(200).end('released'));
      else res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answers,
    setHang(ms: number) {
      hangMs = ms;
    },
    /** Answers every held request. */
    release() {
      for (const answer of held.splice(0)) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
