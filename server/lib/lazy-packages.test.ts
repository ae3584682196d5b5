import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs `body` in a fresh Node process (tsx, as `npm run dev`), after importing the modules that
 * use the heavy packages, and answers which of those packages Node has loaded by then. A fresh
 * process because the test runner's own process may have loaded any of them for another file.
 */
function loadedAfter(body: string): string[] {
  const script = `
    import { createRequire } from 'node:module';
    await import('./server/lib/pdf.ts');
    await import('./server/modules/data-import/read-file.ts');
    await import('./server/modules/outbox/transports.ts');
    await import('./server/modules/outbox/checkin-qr.ts');
    ${body}
    const files = Object.keys(createRequire(import.meta.url).cache);
    const names = ['pdfmake', 'pdfkit', 'exceljs', 'qrcode', 'nodemailer'];
    console.log(JSON.stringify(names.filter((n) => files.some((f) => f.includes('/node_modules/' + n + '/')))));
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SMTP_URL: '' },
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as string[];
}

// ADR 0089: an idle server held these packages (~45 MB) although most never print a PDF, read
// an .xlsx import, draw a check-in QR or send mail through SMTP.
describe('packages loaded on first use, not at start', () => {
  it('importing the modules that use them loads none of them', () => {
    expect(loadedAfter('')).toEqual([]);
  }, 60_000);

  it('the first use loads its package, and the feature works', () => {
    const body = `
      const { renderPdf } = await import('./server/lib/pdf.ts');
      const pdf = await renderPdf({ content: ['Receipt ₹ 100', 'रसीद'] });
      if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('not a PDF');
      const { checkinQrParts } = await import('./server/modules/outbox/checkin-qr.ts');
      const parts = await checkinQrParts('Booked', 'ABC123');
      if (parts.attachments[0].content.subarray(1, 4).toString() !== 'PNG') throw new Error('not a PNG');
    `;
    const loaded = loadedAfter(body);
    expect(loaded).toEqual(expect.arrayContaining(['pdfmake', 'qrcode']));
    expect(loaded).not.toContain('exceljs');
  }, 60_000);
});
