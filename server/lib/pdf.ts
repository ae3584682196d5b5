import { createRequire } from 'node:module';
import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
/** pdfmake's server build is CommonJS with one shared instance. */
const pdfmake = require('pdfmake') as typeof import('pdfmake');
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

// DejaVu Sans has the ₹ sign (Liberation and Noto latin do not). No document may fetch a URL
// or read a file other than these fonts.
pdfmake.setFonts({
  DejaVu: {
    normal: path.join(FONT_DIR, 'DejaVuSans.ttf'),
    bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
    italics: path.join(FONT_DIR, 'DejaVuSans-Oblique.ttf'),
    bolditalics: path.join(FONT_DIR, 'DejaVuSans-BoldOblique.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR));

/** Renders a document definition to PDF bytes. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const created = pdfmake.createPdf({ ...doc, defaultStyle: { font: 'DejaVu', fontSize: 10, ...doc.defaultStyle } });
  return Buffer.from(await created.getBuffer());
}

/** '₹ 1,234.50' for rupees ('rs' / INR), else the currency code before the amount. */
export function formatAmount(amount: number, currency: string): string {
  const rupee = currency.toLowerCase() === 'rs' || currency.toUpperCase() === 'INR';
  const text = Math.abs(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${amount < 0 ? '-' : ''}${rupee ? '₹' : currency.toUpperCase()} ${text}`;
}
