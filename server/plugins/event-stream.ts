import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Takes a reply over as a server-sent event stream (the live feed, the session stream): no
 * caching or proxy buffering, so each event reaches the desk as it is written, and a browser
 * that loses the stream retries after 2 s.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const res = reply.raw;
  // Hijacked, the reply's own headers (the security headers set on arrival) are sent by hand.
  const own: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) own[name] = value;
  res.writeHead(200, {
    ...own,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 2000\n: connected\n\n');
  return res;
}
