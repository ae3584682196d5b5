import { describe, expect, it } from 'vitest';
import { escapeXml } from './xlsx-parts';
import { PIECE_BYTES, XmlBytes } from './xml-bytes';

const written = (write: (w: XmlBytes) => void): Buffer => {
  const w = new XmlBytes();
  write(w);
  return w.take();
};

describe('sheet XML written as bytes (ADR 0044)', () => {
  it('writes a text as escapeXml and UTF-8 would: entities, dropped controls, every plane, lone surrogates as U+FFFD', () => {
    const texts = [
      'plain',
      'a & b < c > "d"',
      'bell\u0007 tab\t cr\r lf\n',
      '₹ 1,500 · Café',
      '🎾 Padel 🏸',
      'lone \ud83c high',
      'lone \udfbe low',
      'end \ud83c',
      '\ufffe\uffff gone',
      'ß∑ऄ',
      '',
    ];
    for (const text of texts)
      expect(written((w) => w.text(text)).toString('utf8')).toBe(Buffer.from(escapeXml(text), 'utf8').toString('utf8'));
  });

  it('writes numbers as JavaScript prints them', () => {
    const numbers = [
      0,
      -0,
      7,
      10,
      99,
      100,
      12197,
      151205,
      999_999_999_999_999,
      1e15,
      2 ** 53,
      -3,
      0.5,
      46230.29166666667,
      1234.56,
      1e-7,
      1e21,
    ];
    for (const n of numbers) expect(written((w) => w.number(n)).toString('latin1')).toBe(String(n));
  });

  it('grows for a row longer than a piece and hands each piece over as its own bytes', () => {
    const w = new XmlBytes();
    const long = 'é'.repeat(PIECE_BYTES);
    w.ascii('<t>');
    w.text(long);
    const first = w.take();
    w.ascii('next');
    const second = w.take();
    expect(first.toString('utf8')).toBe(`<t>${long}`);
    expect(second.toString('latin1')).toBe('next');
  });

  it('writes bytes made once where they stand, growing for a run longer than the buffer', () => {
    const cell = Buffer.from('<c t="s"><v>12</v></c>', 'latin1');
    const big = Buffer.alloc(PIECE_BYTES * 2, 120);
    const out = written((w) => {
      w.ascii('<row>');
      w.bytes(cell);
      w.bytes(big);
      w.bytes(cell);
    });
    expect(out.equals(Buffer.concat([Buffer.from('<row>'), cell, big, cell]))).toBe(true);
  });
});
