/**
 * Sheet XML written straight into UTF-8 bytes (ADR 0044). Building the year's sheets as
 * strings made a cell string, rope nodes for every `+=`, a flattened piece and its UTF-8 copy:
 * the worker spent more time collecting that garbage than writing XML. Here every byte goes
 * once into a buffer that is handed to the zip as it fills.
 */

/** Bytes per piece handed on: a piece is taken once a row ends past this. */
export const PIECE_BYTES = 1 << 18;

const AMP = [38, 97, 109, 112, 59];
const LT = [38, 108, 116, 59];
const GT = [38, 103, 116, 59];
const QUOT = [38, 113, 117, 111, 116, 59];

export class XmlBytes {
  /** One working buffer, reused: a taken piece is copied out at its exact size. */
  private buf: Buffer = Buffer.allocUnsafe(PIECE_BYTES + (PIECE_BYTES >> 2));
  private at = 0;

  /** Bytes written since the last piece was taken. */
  get length(): number {
    return this.at;
  }

  /** Room for `n` more bytes: a row longer than a piece (a long remark) grows the buffer. */
  private room(n: number): void {
    if (this.at + n <= this.buf.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.at + n));
    this.buf.copy(bigger, 0, 0, this.at);
    this.buf = bigger;
  }

  /** Markup or a number's text: ASCII known to need no escaping. */
  ascii(s: string): void {
    const n = s.length;
    this.room(n);
    const buf = this.buf;
    let at = this.at;
    for (let i = 0; i < n; i++) buf[at++] = s.charCodeAt(i);
    this.at = at;
  }

  /** Bytes made once and written many times (a shared string's cell). */
  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.at);
    this.at += b.length;
  }

  /** A non-negative integer's digits without a string; anything else as JavaScript prints it. */
  number(v: number): void {
    if (!(v >= 0 && v < 1e15 && Math.floor(v) === v)) return this.ascii(String(v));
    this.room(16);
    const buf = this.buf;
    let digits = 1;
    for (let x = v; x >= 10; x = Math.floor(x / 10)) digits++;
    let at = this.at + digits;
    this.at = at;
    let x = v;
    do {
      buf[--at] = 48 + (x % 10);
      x = Math.floor(x / 10);
    } while (x > 0);
  }

  /**
   * A text as XML character data: & < > " escaped; characters XML 1.0 cannot hold (controls
   * other than tab, CR and LF; U+FFFE, U+FFFF) dropped, as `escapeXml` does; a lone surrogate
   * becomes U+FFFD, as Buffer.from(text, 'utf8') made it.
   */
  text(s: string): void {
    const n = s.length;
    // Worst case: every unit an entity of 6 bytes (a unit outside ASCII takes at most 3).
    this.room(n * 6);
    const buf = this.buf;
    let at = this.at;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x80) {
        if (c >= 0x20 && c !== 38 && c !== 60 && c !== 62 && c !== 34) buf[at++] = c;
        else if (c === 38) for (const b of AMP) buf[at++] = b;
        else if (c === 60) for (const b of LT) buf[at++] = b;
        else if (c === 62) for (const b of GT) buf[at++] = b;
        else if (c === 34) for (const b of QUOT) buf[at++] = b;
        else if (c === 9 || c === 10 || c === 13) buf[at++] = c;
      } else if (c < 0x800) {
        buf[at++] = 0xc0 | (c >> 6);
        buf[at++] = 0x80 | (c & 0x3f);
      } else if (c >= 0xd800 && c <= 0xdfff) {
        const next = i + 1 < n ? s.charCodeAt(i + 1) : 0;
        if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          const cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
          buf[at++] = 0xf0 | (cp >> 18);
          buf[at++] = 0x80 | ((cp >> 12) & 0x3f);
          buf[at++] = 0x80 | ((cp >> 6) & 0x3f);
          buf[at++] = 0x80 | (cp & 0x3f);
          i++;
        } else {
          buf[at++] = 0xef;
          buf[at++] = 0xbf;
          buf[at++] = 0xbd;
        }
      } else if (c !== 0xfffe && c !== 0xffff) {
        buf[at++] = 0xe0 | (c >> 12);
        buf[at++] = 0x80 | ((c >> 6) & 0x3f);
        buf[at++] = 0x80 | (c & 0x3f);
      }
    }
    this.at = at;
  }

  /** What was written since the last take, as a buffer of its own (the zip queues it while this one is reused). */
  take(): Buffer {
    const piece = Buffer.allocUnsafe(this.at);
    this.buf.copy(piece, 0, 0, this.at);
    this.at = 0;
    return piece;
  }
}

/** A fixed piece of markup as bytes, for `XmlBytes.bytes`. */
export const asciiBytes = (s: string): Uint8Array => Buffer.from(s, 'latin1');
