import { constants, crc32, createDeflateRaw, type ZlibOptions } from 'node:zlib';

/** Where the zip goes: a Node writable (the reply's PassThrough, a file, the bench's counter). */
export interface ZipSink {
  write(chunk: Buffer): boolean;
  once(event: 'drain' | 'close', listener: () => void): unknown;
  off(event: 'drain' | 'close', listener: () => void): unknown;
  destroyed?: boolean;
}

/** Resolves when the sink takes more; rejects when it closed (the client went away). */
function drained(sink: ZipSink): Promise<void> {
  if (sink.destroyed) return Promise.reject(new Error('zip sink closed'));
  return new Promise((resolve, reject) => {
    const drain = () => {
      sink.off('close', close);
      resolve();
    };
    const close = () => {
      sink.off('drain', drain);
      reject(new Error('zip sink closed'));
    };
    sink.once('drain', drain);
    sink.once('close', close);
  });
}

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/** 1980-01-01 00:00 in DOS date/time: entries carry no meaningful time (the file is made now). */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
/** Bit 3: sizes and CRC follow the data (we stream); bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const MAX32 = 0xffffffff;
/** Text queued for the compressor before the writer waits (a few pieces of sheet XML). */
const QUEUE_BYTES = 8 << 20;

/**
 * A streaming zip writer (deflate, data descriptors, no zip64): each entry is compressed as
 * its text arrives and written straight to the sink, honouring backpressure, so memory stays
 * at one chunk whatever the size. Entries and the whole file must stay under 4 GB (a year's
 * report is ~100 MB of sheet XML); a larger one fails instead of writing a corrupt file.
 */
export class ZipStream {
  private offset = 0;
  private readonly entries: Entry[] = [];

  constructor(
    private readonly sink: ZipSink,
    private readonly level = constants.Z_BEST_SPEED,
  ) {}

  private async put(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (!this.sink.write(chunk)) await drained(this.sink);
  }

  /** One file of the archive; `parts` is its text (or bytes) in order. */
  async entry(name: string, parts: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): Promise<void> {
    const nameBytes = Buffer.from(name, 'utf8');
    const offset = this.offset;
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(FLAGS, 6);
    head.writeUInt16LE(8, 8);
    head.writeUInt16LE(DOS_TIME, 10);
    head.writeUInt16LE(DOS_DATE, 12);
    // CRC and sizes (14..25) stay 0: the data descriptor carries them.
    head.writeUInt16LE(nameBytes.length, 26);
    head.writeUInt16LE(0, 28);
    await this.put(Buffer.concat([head, nameBytes]));

    // A deep input queue: the compressor works on the thread pool while the next rows are read
    // and written; with the default 16 KB the writer waited for it after every piece (ADR 0040).
    const deflate = createDeflateRaw({
      level: this.level,
      memLevel: 9,
      chunkSize: 1 << 18,
      writableHighWaterMark: QUEUE_BYTES,
    } as ZlibOptions);
    let compressed = 0;
    // Drains the compressor into the sink while we feed it (its output waits on the sink).
    const pump = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        compressed += chunk.length;
        await this.put(chunk);
      }
    })();
    let crc = 0;
    let size = 0;
    try {
      for await (const part of parts) {
        const bytes = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
        if (bytes.length === 0) continue;
        crc = crc32(bytes, crc);
        size += bytes.length;
        if (!deflate.write(bytes))
          await new Promise<void>((resolve, reject) => {
            deflate.once('drain', resolve);
            pump.catch(reject);
          });
      }
      deflate.end();
      await pump;
    } catch (err) {
      deflate.destroy();
      await pump.catch(() => undefined);
      throw err;
    }
    if (size > MAX32 || compressed > MAX32 || this.offset > MAX32)
      throw new Error(`zip entry ${name} is too large for a zip without zip64`);
    const tail = Buffer.alloc(16);
    tail.writeUInt32LE(0x08074b50, 0);
    tail.writeUInt32LE(crc >>> 0, 4);
    tail.writeUInt32LE(compressed, 8);
    tail.writeUInt32LE(size, 12);
    await this.put(tail);
    this.entries.push({ name: nameBytes, offset, crc: crc >>> 0, compressed, size });
  }

  /** The central directory and its end record; the sink is not ended here. */
  async finish(): Promise<void> {
    const start = this.offset;
    const parts: Buffer[] = [];
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4);
      h.writeUInt16LE(20, 6);
      h.writeUInt16LE(FLAGS, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt16LE(DOS_TIME, 12);
      h.writeUInt16LE(DOS_DATE, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      // extra, comment, disk, internal and external attributes: 0.
      h.writeUInt32LE(e.offset, 42);
      parts.push(h, e.name);
    }
    const directory = Buffer.concat(parts);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.put(Buffer.concat([directory, end]));
  }
}
