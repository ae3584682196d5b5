import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
/** Vendored beside this file (the bundle copies it beside main.mjs: scripts/build-server.mjs). */
const DEVANAGARI_DIR = fileURLToPath(new URL('./fonts/lohit-devanagari', import.meta.url));
const DEVANAGARI_FILE = path.join(DEVANAGARI_DIR, 'Lohit-Devanagari.ttf');

/** A letter or sign of Devanagari (its blocks and the signs it shares, such as the danda), or a
 *  joiner between two (ZWJ / ZWNJ choose half forms). */
const DEVANAGARI_UNIT = '(?:\\p{Script_Extensions=Devanagari}|\\u200C|\\u200D)';
/** A run of Devanagari words: the spaces between two of them stay in the run, so it is shaped and read as one. */
const DEVANAGARI_RUN = new RegExp(`(${DEVANAGARI_UNIT}+(?:\\s+${DEVANAGARI_UNIT}+)*)`, 'u');
const HAS_DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;

/** The two methods of pdfmake's document (a pdfkit PDFDocument) that the patch below uses. */
interface DrawingDocument {
  text(text: unknown, ...rest: unknown[]): unknown;
  addContent(content: string): unknown;
}

/** A PDF text string in UTF-16BE with its byte order mark, as hex ('<FEFF0915…>'). */
function pdfTextString(text: string): string {
  const bytes = Buffer.from(`\uFEFF${text}`, 'utf16le').swap16();
  return `<${bytes.toString('hex').toUpperCase()}>`;
}

type Pdfmake = typeof import('pdfmake');
let loaded: Pdfmake | null = null;

/**
 * pdfmake (with pdfkit and its font tables) is loaded on the first document, not at start
 * (ADR 0089): it held ~25 MB of an idle server that may never print one. Its server build is
 * CommonJS with one shared instance, set up here once.
 */
function pdfmakeOnce(): Pdfmake {
  if (loaded) return loaded;
  const pdfmake = require('pdfmake') as Pdfmake;
  const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  // DejaVu Sans has the ₹ sign (Liberation and Noto latin do not) but no Devanagari: Hindi text and
  // names typed in Devanagari are set in Lohit Devanagari (ADR 0087), which has one weight, so its
  // bold is the same face. No document may fetch a URL or read a file other than these fonts.
  pdfmake.setFonts({
    DejaVu: {
      normal: path.join(FONT_DIR, 'DejaVuSans.ttf'),
      bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
      italics: path.join(FONT_DIR, 'DejaVuSans-Oblique.ttf'),
      bolditalics: path.join(FONT_DIR, 'DejaVuSans-BoldOblique.ttf'),
    },
    Devanagari: { normal: DEVANAGARI_FILE, bold: DEVANAGARI_FILE, italics: DEVANAGARI_FILE, bolditalics: DEVANAGARI_FILE },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => {
    const resolved = path.resolve(file);
    return resolved.startsWith(FONT_DIR + path.sep) || resolved === DEVANAGARI_FILE;
  });
  const PdfmakeDocument = (require('pdfmake/js/PDFDocument') as { default: { prototype: DrawingDocument } }).default;
  const drawText = PdfmakeDocument.prototype.text;
  /*
   * Devanagari is drawn in visual order: a pre-base ि before its consonant, a reph (र्) after the
   * syllable it sits on. Text readers (pdftotext, copy and paste, screen readers) would read
   * 'िववरण' for 'विवरण'. Each Devanagari fragment is therefore wrapped in a marked-content span
   * whose /ActualText is the text as written (PDF 32000-1 §14.9.4), which readers use instead.
   * The span must sit inside pdfkit's q … Q around the text object (BT … ET), where the text's
   * coordinates are: poppler places the actual text with the transformation current at EMC.
   */
  PdfmakeDocument.prototype.text = function (this: DrawingDocument, text: unknown, ...rest: unknown[]) {
    if (typeof text !== 'string' || !HAS_DEVANAGARI.test(text)) return drawText.call(this, text, ...rest);
    const add = this.addContent;
    this.addContent = (content: string) => {
      if (content === 'BT') add.call(this, `/Span <</ActualText ${pdfTextString(text)}>> BDC`);
      add.call(this, content);
      if (content === 'ET') add.call(this, 'EMC');
      return this;
    };
    try {
      return drawText.call(this, text, ...rest);
    } finally {
      this.addContent = add;
    }
  };
  loaded = pdfmake;
  return pdfmake;
}

type Inline = string | { text: string; font?: string };

/*
 * fontkit (pdfkit's shaper) applies a font's lookups across syllables; HarfBuzz, the browsers'
 * shaper, keeps the Indic features inside one syllable. Lohit's `pres` lookup 25 joins a pre-base
 * ि with an anusvara or a reph into one glyph (किं, र्कि), skipping the consonants between them,
 * so fontkit joins a ि to the anusvara or reph of a later syllable: रिफ़ंड is drawn रिंफ़ड,
 * निर्णय निणर्य, दिसंबर दिंसबर. A ि always ends its syllable (an anusvara, candrabindu or visarga
 * of its own may follow), so a run is cut there, before the next letter or the space before the
 * next word (a space is skipped like a consonant): each piece is shaped alone, and its lookups
 * cannot reach into the next syllable. pdfmake keeps the pieces on one line (a word split
 * into inlines does not wrap), and each piece's /ActualText reads back as written.
 */
const AFTER_I_SIGN = /(?<=\u093F[\u0901-\u0903]?)(?![\u0901-\u0903])(?=.)/su;

/** A Devanagari run in the pieces fontkit shapes right (above). */
export function fontkitPieces(run: string): string[] {
  return run.split(AFTER_I_SIGN);
}

/** 'कर बीजक (Tax Invoice)' → [{ text: 'कर बीजक', font: 'Devanagari' }, ' (Tax Invoice)']: pdfmake has no font fallback. */
export function devanagariRuns(text: string): Inline[] {
  return text
    .split(DEVANAGARI_RUN)
    .filter((part) => part !== '')
    .flatMap((part): Inline[] =>
      HAS_DEVANAGARI.test(part) ? fontkitPieces(part).map((piece) => ({ text: piece, font: 'Devanagari' })) : [part],
    );
}

type Node = Record<string, unknown>;

/** Inline text (a `text` array's items): a string with Devanagari becomes its runs, in place. */
function inline(items: unknown[]): unknown[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return HAS_DEVANAGARI.test(item) ? devanagariRuns(item) : [item];
    return [withDevanagari(item)];
  });
}

/**
 * The document's content with every text that holds Devanagari split into runs set in the
 * Devanagari font, in any document, English ones too (a member's name may be typed in Hindi).
 * Only text is looked at: tables' widths, QR codes and styles pass as they are.
 */
export function withDevanagari(content: unknown): unknown {
  if (typeof content === 'string') return HAS_DEVANAGARI.test(content) ? { text: devanagariRuns(content) } : content;
  if (Array.isArray(content)) return content.map(withDevanagari);
  if (!content || typeof content !== 'object') return content;
  const node = { ...(content as Node) };
  if (typeof node.text === 'string' && HAS_DEVANAGARI.test(node.text)) node.text = devanagariRuns(node.text);
  else if (Array.isArray(node.text)) node.text = inline(node.text);
  for (const key of ['stack', 'columns', 'ul', 'ol'] as const) if (Array.isArray(node[key])) node[key] = withDevanagari(node[key]);
  const table = node.table as Node | undefined;
  if (table && Array.isArray(table.body)) node.table = { ...table, body: table.body.map((row: unknown) => withDevanagari(row)) };
  return node;
}

/** Renders a document definition to PDF bytes. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const created = pdfmakeOnce().createPdf({
    ...doc,
    content: withDevanagari(doc.content) as Content,
    defaultStyle: { font: 'DejaVu', fontSize: 10, ...doc.defaultStyle },
  });
  return Buffer.from(await created.getBuffer());
}

/** '₹ 1,234.50' for rupees ('rs' / INR), else the currency code before the amount. The same in
 *  Hindi: hi-IN groups in lakhs with Latin digits, as en-IN does (ADR 0085). */
export function formatAmount(amount: number, currency: string): string {
  const rupee = currency.toLowerCase() === 'rs' || currency.toUpperCase() === 'INR';
  const text = Math.abs(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${amount < 0 ? '-' : ''}${rupee ? '₹' : currency.toUpperCase()} ${text}`;
}
