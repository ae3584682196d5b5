import { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** What the server writes on a socket when Node's HTTP parser refuses the request (duplicate Content-Length). */
export async function parserRefusal(app: FastifyInstance): Promise<string> {
  let written = '';
  const socket = new Duplex({
    read() {},
    write(chunk, _enc, done) {
      written += String(chunk);
      done();
    },
  });
  const err = Object.assign(new Error('Parse Error: Duplicate Content-Length'), { code: 'HPE_UNEXPECTED_CONTENT_LENGTH' });
  app.server.emit('clientError', err, socket);
  await new Promise((r) => setTimeout(r, 10));
  return written;
}
