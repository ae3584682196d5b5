import { describe, expect, it } from 'vitest';
import { buildDownloadRequest, downloadNoPermission, readDownload } from './download-request';

const ORIGIN = 'http://127.0.0.1:8080';

describe('/download request (spec 1 §2, spec 3 §2)', () => {
  it('sends the auth value as Authorization with a JSON content type, adds endDate and booked, keeps the name', () => {
    const params = new URLSearchParams({
      auth: 'tok',
      URL: '/api/reports/master?startDate=2026-11-01',
      endDate: '2026-11-21',
      booked: '1',
      name: 'master.xlsx',
    });
    expect(buildDownloadRequest(params, ORIGIN)).toEqual({
      url: `${ORIGIN}/api/reports/master?startDate=2026-11-01&endDate=2026-11-21&booked=1`,
      headers: { Authorization: 'Ticket tok', 'Content-Type': 'application/json' },
      fileName: 'master.xlsx',
    });
  });

  it('auth always travels as a download ticket, never as a bearer session token (ADR 0069)', () => {
    const header = (auth: string) => buildDownloadRequest(new URLSearchParams({ auth, URL: '/api/x' }), ORIGIN)?.headers.Authorization;
    expect(header('tok')).toBe('Ticket tok');
    // An old link carrying a session token as a bearer header is sent as a ticket: the server refuses it.
    expect(header('Bearer tok')).toBe('Ticket tok');
  });

  it('refuses links without auth or URL, or to another origin (the token never leaves)', () => {
    expect(buildDownloadRequest(new URLSearchParams({ URL: '/api/x' }), ORIGIN)).toBeNull();
    expect(buildDownloadRequest(new URLSearchParams({ auth: 't' }), ORIGIN)).toBeNull();
    expect(buildDownloadRequest(new URLSearchParams({ auth: 't', URL: 'https://evil.example/steal' }), ORIGIN)).toBeNull();
  });

  it('a file reply is saved; a JSON status 0 shows its message; -1 says no permission', async () => {
    const file = await readDownload(
      new Response(new Blob(['a,b']), { status: 200, headers: { 'content-type': 'application/vnd.ms-excel' } }),
    );
    expect(file.kind).toBe('file');
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    expect(await readDownload(json({ requestStatus: 0, message: 'There are no reports for the selected dates.' }))).toEqual({
      kind: 'message',
      message: 'There are no reports for the selected dates.',
    });
    expect(await readDownload(json({ requestStatus: -1 }))).toEqual({ kind: 'message', message: downloadNoPermission() });
    expect(downloadNoPermission()).toBe("You don't have permission");
    expect(await readDownload(new Response('', { status: 401 }))).toEqual({ kind: 'message', message: downloadNoPermission() });
  });
});

describe('/download words in the language on screen (ADR 0085)', () => {
  it('says no permission, and what the server said by its code, in Hindi', async () => {
    const { i18n } = await import('../../lib/i18n/i18n');
    await i18n.changeLanguage('hi');
    try {
      expect(await readDownload(new Response('', { status: 403 }))).toEqual({ kind: 'message', message: 'आपको इसकी अनुमति नहीं है' });
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      // A message without a code the catalogue knows is shown as the server wrote it.
      expect(await readDownload(json({ requestStatus: 0, message: 'There are no reports for the selected dates.' }))).toEqual({
        kind: 'message',
        message: 'There are no reports for the selected dates.',
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
