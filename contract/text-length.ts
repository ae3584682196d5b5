/**
 * Length of a text as a person counts it, in Unicode code points: an emoji is one character,
 * not the two UTF-16 units String#length sees. The database's char_length() counts the same
 * way, so the console, the API and the column CHECKs agree on every limit.
 */
export function textLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** The first `max` characters (code points) of a text, never splitting a surrogate pair. */
export function clipText(text: string, max: number): string {
  return textLength(text) <= max ? text : Array.from(text).slice(0, max).join('');
}
