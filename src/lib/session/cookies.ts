/** Minimal cookie helpers for the console's own session cookies (spec 1 §3). */
export function readCookie(name: string, source: string = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    // An emptied cookie counts as absent.
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim()) || undefined;
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Strict'];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`);
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict`;
}
