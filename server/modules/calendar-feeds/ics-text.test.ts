import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsDocument, localStamp, utcStamp } from './ics-text';

describe('RFC 5545 text', () => {
  it('escapes backslash, semicolon, comma and newlines, and drops other control characters', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\u0007g')).toBe('a\\\\b\\;c\\,d\\ne\\nfg');
  });

  it('folds at 75 octets, continuation lines start with a space and hold 74', () => {
    const line = `SUMMARY:${'x'.repeat(200)}`;
    const folded = foldLine(line).split('\r\n');
    expect(Buffer.byteLength(folded[0])).toBe(75);
    for (const l of folded.slice(1)) {
      expect(l.startsWith(' ')).toBe(true);
      expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
    }
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'日本'.repeat(20)}`;
    const folded = foldLine(line).split('\r\n');
    for (const l of folded) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(line);
    expect(folded.join('')).not.toContain('\uFFFD');
  });

  it('ends every line with CRLF', () => {
    expect(icsDocument(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });

  it('writes stamps', () => {
    expect(utcStamp(new Date('2026-11-26T10:05:07.123Z'))).toBe('20261126T100507Z');
    expect(localStamp('2026-11-26', '09:30:00')).toBe('20261126T093000');
    expect(localStamp('2026-11-26', '09:30')).toBe('20261126T093000');
  });
});
