import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_FROM_BYTES, pickEncoding, type ReplyBytes } from './day-bytes';

/** If-None-Match holds this validator (a list, or *): the desk already has these bytes. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (v: string) => v.trim().replace(/^W\//, '');
  return header.split(',').some((v) => v.trim() === '*' || weak(v) === weak(etag));
}

/**
 * Sends a cached day: 304 when the desk's copy is current, else the bytes in the best encoding
 * the client accepts. Setting Content-Encoding here makes @fastify/compress leave them alone.
 */
export function sendDay(request: FastifyRequest, reply: FastifyReply, bytes: ReplyBytes) {
  reply.header('ETag', bytes.etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding');
  if (matches(request.headers['if-none-match'], bytes.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = bytes.raw.length >= COMPRESS_FROM_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(bytes.raw);
  return reply.header('Content-Encoding', encoding).send(bytes.as(encoding));
}
