import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * One reply body kept as bytes (ADR 0023): serialised once, compressed at most once per
 * encoding (on the first request that accepts it), with a validator for If-None-Match.
 */
export class ReplyBytes {
  readonly raw: Buffer;
  readonly etag: string;
  private encoded = new Map<Encoding, Buffer>();

  constructor(json: string) {
    this.raw = Buffer.from(json, 'utf8');
    // Weak: the same JSON is sent raw, gzip or br; any of them satisfies a revalidation.
    this.etag = `W/"${createHash('sha1').update(this.raw).digest('base64url').slice(0, 22)}"`;
  }

  as(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      // Brotli 5 and gzip 6: a 30-court day compresses in about a millisecond; it is done once
      // per change of the day, not per request.
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.raw, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length },
            })
          : gzipSync(this.raw, { level: 6 });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** Replies under this size go uncompressed (the same threshold as @fastify/compress). */
export const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send for an Accept-Encoding header: br, then gzip; null = identity. */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  const accepted = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => {
    const q = accepted.get(name) ?? accepted.get('*');
    return q !== undefined && q > 0;
  };
  if (ok('br')) return 'br';
  if (ok('gzip') || ok('x-gzip')) return 'gzip';
  return null;
}
