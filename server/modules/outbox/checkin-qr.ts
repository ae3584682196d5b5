/** HTML-escapes text for the mail's HTML part. */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The HTML part and inline picture of a confirmation mail that carries a check-in code: the
 * same text, then the code's QR (shown at the court side to the scanner), as a CID attachment so
 * mail clients that block remote images still show it.
 */
export async function checkinQrParts(body: string, code: string) {
  // Loaded with the first mail that carries a code, not at start (ADR 0089): ~10 MB of an idle server.
  const { default: QRCode } = await import('qrcode');
  const png = await QRCode.toBuffer(code, { type: 'png', margin: 2, width: 240, errorCorrectionLevel: 'M' });
  const cid = 'checkin-qr@courtdesk';
  return {
    html: `<p>${escape(body)}</p><p><img src="cid:${cid}" alt="Check-in code ${escape(code)}" width="240" height="240"></p>`,
    attachments: [{ filename: `checkin-${code}.png`, content: png, contentType: 'image/png', cid }],
  };
}
