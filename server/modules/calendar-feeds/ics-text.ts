/**
 * RFC 5545 text: TEXT values escaped (§3.3.11), content lines folded at 75 octets (§3.1) and
 * joined with CRLF. Folding counts UTF-8 octets and never splits a character, so a name in any
 * script survives the round trip through a strict parser.
 */

/** Escapes a TEXT value; control characters other than newlines are dropped (not allowed in TEXT). */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

const LIMIT = 75;

/** One content line folded: at most 75 octets per physical line, continuations start with a space. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= LIMIT) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  // The first line holds 75 octets; each continuation 74 after its leading space.
  let room = LIMIT;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (size + n > room) {
      parts.push(current);
      current = '';
      size = 0;
      room = LIMIT - 1;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole object: every line folded, CRLF after each (the last one too). */
export function icsDocument(lines: string[]): string {
  return lines.map((l) => `${foldLine(l)}\r\n`).join('');
}

/** A UTC instant as a DATE-TIME in UTC form (DTSTAMP, LAST-MODIFIED). */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A wall time 'YYYY-MM-DD' + 'HH:mm[:ss]' as a local DATE-TIME (used with TZID). */
export function localStamp(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(/:/g, '').padEnd(6, '0').slice(0, 6)}`;
}
