import type { XlsxSheet, XlsxValue } from './xlsx-types';
import { asciiBytes, PIECE_BYTES, XmlBytes } from './xml-bytes';

/**
 * The XML parts of an .xlsx, written by hand (ADR 0036): exceljs's streaming writer needed
 * ~80 s and 1.7 GB for a year's master report; plain string building into a streaming zip
 * does it in a few seconds at flat memory. Strings are inline (`t="inlineStr"`, no shared
 * strings table to hold), numbers and dates are plain values with a style per number format.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Excel's serial day 0 is 1899-12-30; 25569 days lie between it and 1970-01-01. */
const EPOCH_DAYS = 25569;
const DAY_MS = 86_400_000;

/** Style ids: 0 plain, 1 bold header, then one per number format (in first-seen order). */
export interface Styles {
  xml: string;
  idOf(numFmt: string | undefined): number;
  /** The style of a Date in a column without a date format (a tail row's date). */
  dateTime: number;
}

const DATE_FALLBACK = 'dd mmm yyyy hh:mm';

/**
 * A text cell that a spreadsheet could read as a formula (= + - @, or a leading tab/CR that
 * some programs strip first) gets a leading apostrophe (OWASP "CSV injection"). Strings are
 * written as inline text anyway; this keeps a copy-paste or CSV re-save of the file harmless too.
 */
export function safeCell(value: XlsxValue): XlsxValue {
  if (typeof value !== 'string' || value.length === 0) return value;
  const c = value.charCodeAt(0);
  // = + - @ tab CR
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13 ? `'${value}` : value;
}

// Control characters other than tab/CR/LF are not allowed in XML 1.0 at all: dropped. Tested first:
// almost no cell has one, and a test builds no new string.
// eslint-disable-next-line no-control-regex
const HAS_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeXml(text: string): string {
  const clean = HAS_FORBIDDEN.test(text) ? text.replace(FORBIDDEN, '') : text;
  if (!/[&<>"]/.test(clean)) return clean;
  return clean.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function stylesOf(numFmts: (string | undefined)[]): Styles {
  const formats = [...new Set([...numFmts.filter((f): f is string => !!f), DATE_FALLBACK])];
  const ids = new Map(formats.map((f, i) => [f, i + 2]));
  const xml =
    `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
    `<numFmts count="${formats.length}">${formats.map((f, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeXml(f)}"/>`).join('')}</numFmts>` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${formats.length + 2}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
    formats.map((_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('') +
    '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';
  return { xml, idOf: (f) => (f ? (ids.get(f) ?? 0) : 0), dateTime: ids.get(DATE_FALLBACK)! };
}

/** A, B, … Z, AA, …: the column letters of a cell reference. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** Space, tab, CR or LF: the whitespace XML would otherwise trim at the edges of a text. */
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/** xml:space only where edge whitespace must survive: on every text it was a fifth of a year's sheet XML. */
const edgeSpaced = (text: string) => text.length > 0 && (isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1)));
const edgeSpace = (text: string) => (edgeSpaced(text) ? ' xml:space="preserve"' : '');

/** How a column's cells open, made once per column: `<c s="2"`, or `<c r="B` + row + `" s="2"`. */
interface CellOpen {
  letter: string;
  style: number;
  plain: string;
  ref: string;
  refEnd: string;
}

const cellOpen = (letter: string, style: number): CellOpen => ({
  letter,
  style,
  plain: style ? `<c s="${style}"` : '<c',
  ref: `<c r="${letter}`,
  refEnd: style ? `" s="${style}"` : '"',
});

/**
 * One cell's XML; false for an empty value, which makes no cell. `withRef` gives the cell its
 * reference only where a reader cannot infer it: the first cell of a row and the cell after an
 * empty one (a cell without r follows the one before it). A year's sheet is ~15 % smaller.
 */
function writeCell(w: XmlBytes, open: CellOpen, withRef: boolean, n: number, value: XlsxValue, styles: Styles): boolean {
  // An empty text is no cell: readers drop an empty inline string, which would shift the next cell without r.
  if (value === null || typeof value === 'undefined' || value === '') return false;
  let o = open;
  let v: number;
  if (typeof value === 'string' || typeof value === 'number') {
    if (typeof value === 'number' && !Number.isFinite(value)) return false;
    v = 0;
  } else if (typeof value === 'boolean') {
    o = cellOpen(open.letter, 0);
    v = value ? 1 : 0;
  } else {
    v = value.getTime();
    if (!Number.isFinite(v)) return false;
    v = v / DAY_MS + EPOCH_DAYS;
    o = cellOpen(open.letter, open.style || styles.dateTime);
  }
  if (withRef) {
    w.ascii(o.ref);
    w.number(n);
    w.ascii(o.refEnd);
  } else w.ascii(o.plain);
  if (typeof value === 'string') {
    w.ascii(edgeSpaced(value) ? ' t="inlineStr"><is><t xml:space="preserve">' : ' t="inlineStr"><is><t>');
    w.text(value);
    w.ascii('</t></is></c>');
    return true;
  }
  w.ascii(typeof value === 'boolean' ? ' t="b"><v>' : '><v>');
  w.number(typeof value === 'number' ? value : v);
  w.ascii('</v></c>');
  return true;
}

/** A row of already safe values: header (bold), data or tail. */
function writeRow(w: XmlBytes, n: number, values: XlsxValue[], opens: CellOpen[], styleOf: (i: number) => number, styles: Styles): void {
  w.ascii('<row r="');
  w.number(n);
  w.ascii('">');
  let gap = true;
  for (let i = 0; i < values.length; i++)
    gap = !writeCell(w, opens[i] ?? cellOpen(columnLetters(i), styleOf(i)), gap, n, values[i], styles);
  w.ascii('</row>');
}

/** Distinct texts per column kept ready-made and in the shared strings table. */
const MEMO_LIMIT = 4096;

/**
 * The workbook's shared strings table, for the texts columns repeat (sports, courts, modes,
 * places, handlers…): a cell names its text by index, a third of a year's sheet XML less to
 * build and compress. Only the first MEMO_LIMIT distinct texts of a column go in; the rest are
 * written inline, so the table stays small however many rows there are.
 */
export class SharedStrings {
  private readonly list: string[] = [];

  add(text: string): number {
    this.list.push(text);
    return this.list.length - 1;
  }

  get size(): number {
    return this.list.length;
  }

  xml(): string {
    let out = `${XML_HEAD}<sst xmlns="${MAIN}" count="${this.list.length}" uniqueCount="${this.list.length}">`;
    for (const text of this.list) out += `<si><t${edgeSpace(text)}>${escapeXml(text)}</t></si>`;
    return `${out}</sst>`;
  }
}

/**
 * A data cell without its reference, its bytes made once per distinct text of a column while
 * the column has few of them (its text then sits in the shared strings table): a year's master
 * sheet repeats its types, sports, courts, modes, places and handlers hundreds of thousands of
 * times. Writes the cell and says whether there was one.
 */
function cellMaker(open: CellOpen, styles: Styles, strings: SharedStrings): (w: XmlBytes, n: number, value: XlsxValue) => boolean {
  const memo = new Map<string, Uint8Array>();
  return (w, n, value) => {
    // A full memo means a column of mostly distinct texts (names, receipts): looking each one
    // up would only cost its hash, so it is written inline from then on.
    if (typeof value !== 'string' || value === '' || memo.size >= MEMO_LIMIT) return writeCell(w, open, false, n, value, styles);
    let bytes = memo.get(value);
    if (bytes === undefined) {
      bytes = asciiBytes(`${open.plain} t="s"><v>${strings.add(value)}</v></c>`);
      memo.set(value, bytes);
    }
    w.bytes(bytes);
    return true;
  };
}

/**
 * A worksheet's XML as pieces of UTF-8: frozen bold header, widths, every batch of `source` as
 * it arrives (safe cells, the column's number format), then the tail rows.
 */
export async function* sheetXml<T>(sheet: XlsxSheet<T>, styles: Styles, strings: SharedStrings): AsyncGenerator<Buffer> {
  const { columns } = sheet;
  const letters = columns.map((_, i) => columnLetters(i));
  const colStyles = columns.map((c) => styles.idOf(c.numFmt));
  const opens = colStyles.map((style, i) => cellOpen(letters[i], style));
  const makers = opens.map((open) => cellMaker(open, styles, strings));
  const cols = columns
    .map(
      (c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"${colStyles[i] ? ` style="${colStyles[i]}"` : ''}/>`,
    )
    .join('');
  const w = new XmlBytes();
  const head =
    `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
  yield Buffer.from(head, 'utf8');
  writeRow(
    w,
    1,
    columns.map((c) => safeCell(c.header)),
    letters.map((l) => cellOpen(l, 1)),
    () => 1,
    styles,
  );
  let n = 1;
  const dataStyle = (i: number) => colStyles[i] ?? 0;
  for await (const batch of sheet.source) {
    for (const row of batch) {
      n++;
      w.ascii('<row r="');
      w.number(n);
      w.ascii('">');
      let gap = true;
      for (let i = 0; i < columns.length; i++) {
        const value = safeCell(columns[i].value(row));
        gap = !(gap ? writeCell(w, opens[i], true, n, value, styles) : makers[i](w, n, value));
      }
      w.ascii('</row>');
      if (w.length >= PIECE_BYTES) yield w.take();
    }
  }
  for (const values of sheet.tail?.() ?? []) writeRow(w, ++n, values.map(safeCell), opens, dataStyle, styles);
  w.ascii('</sheetData></worksheet>');
  yield w.take();
}

/** The fixed parts: content types, relationships, workbook (sheet names), styles, shared strings. */
export function workbookParts(names: string[], styles: Styles, strings: SharedStrings): [string, string][] {
  const sheetTypes = names
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        `<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>${sheetTypes}</Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews><sheets>` +
        names.map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
        '</sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        names.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('') +
        `<Relationship Id="rId${names.length + 1}" Type="${REL}/styles" Target="styles.xml"/>` +
        `<Relationship Id="rId${names.length + 2}" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', styles.xml],
    ['xl/sharedStrings.xml', strings.xml()],
  ];
}
