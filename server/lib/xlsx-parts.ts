import type { XlsxSheet, XlsxValue } from './xlsx-stream';

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
/** A sheet's text is handed to the zip in pieces of about this many characters. */
const CHUNK = 1 << 18;

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

export function escapeXml(text: string): string {
  // Control characters other than tab/CR/LF are not allowed in XML 1.0 at all: dropped.
  // eslint-disable-next-line no-control-regex
  const clean = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.test(text) ? text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '') : text;
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
const edgeSpace = (text: string) => (text.length > 0 && (isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1))) ? ' xml:space="preserve"' : '');

/**
 * One cell's XML; '' for an empty one. `style` is the column's style id. `ref` ('' = none) is
 * written only where a reader cannot infer it: the first cell of a row and the cell after an
 * empty one (a cell without r follows the one before it). A year's sheet is ~15 % smaller.
 */
function cellXml(ref: string, value: XlsxValue, style: number, styles: Styles): string {
  // An empty text is no cell: readers drop an empty inline string, which would shift the next cell without r.
  if (value === null || typeof value === 'undefined' || value === '') return '';
  const r = ref ? ` r="${ref}"` : '';
  if (typeof value === 'string') {
    return `<c${r}${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${edgeSpace(value)}>${escapeXml(value)}</t></is></c>`;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? `<c${r}${style ? ` s="${style}"` : ''}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c${r} t="b"><v>${value ? 1 : 0}</v></c>`;
  const ms = value.getTime();
  if (!Number.isFinite(ms)) return '';
  return `<c${r} s="${style || styles.dateTime}"><v>${ms / DAY_MS + EPOCH_DAYS}</v></c>`;
}

/** A row of already safe values: header (bold), data or tail. */
function rowXml(n: number, values: XlsxValue[], letters: string[], styleOf: (i: number) => number, styles: Styles): string {
  let out = `<row r="${n}">`;
  let gap = true;
  for (let i = 0; i < values.length; i++) {
    const cell = cellXml(gap ? (letters[i] ?? columnLetters(i)) + n : '', values[i], styleOf(i), styles);
    out += cell;
    gap = cell === '';
  }
  return `${out}</row>`;
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
 * The XML of a data cell without its reference, made once per distinct text of a column while
 * the column has few of them (its text then sits in the shared strings table): a year's master
 * sheet repeats its types, sports, courts, modes, places and handlers hundreds of thousands of times.
 */
function cellMaker(style: number, styles: Styles, strings: SharedStrings): (value: XlsxValue) => string {
  const memo = new Map<string, string>();
  const s = style ? ` s="${style}"` : '';
  return (value) => {
    // A full memo means a column of mostly distinct texts (names, receipts): looking each one
    // up would only cost its hash, so it is written inline from then on.
    if (typeof value !== 'string' || value === '' || memo.size >= MEMO_LIMIT) return cellXml('', value, style, styles);
    let xml = memo.get(value);
    if (xml === undefined) {
      xml = `<c${s} t="s"><v>${strings.add(value)}</v></c>`;
      memo.set(value, xml);
    }
    return xml;
  };
}

/**
 * A worksheet's XML as pieces: frozen bold header, widths, every batch of `source` as it
 * arrives (safe cells, the column's number format), then the tail rows.
 */
export async function* sheetXml<T>(sheet: XlsxSheet<T>, styles: Styles, strings: SharedStrings): AsyncGenerator<string> {
  const { columns } = sheet;
  const letters = columns.map((_, i) => columnLetters(i));
  const colStyles = columns.map((c) => styles.idOf(c.numFmt));
  const makers = colStyles.map((style) => cellMaker(style, styles, strings));
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"${colStyles[i] ? ` style="${colStyles[i]}"` : ''}/>`).join('');
  let buf =
    `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>` +
    rowXml(1, columns.map((c) => safeCell(c.header)), letters, () => 1, styles);
  let n = 1;
  const dataStyle = (i: number) => colStyles[i] ?? 0;
  for await (const batch of sheet.source) {
    for (const row of batch) {
      n++;
      let line = `<row r="${n}">`;
      let gap = true;
      for (let i = 0; i < columns.length; i++) {
        const value = safeCell(columns[i].value(row));
        const cell: string = gap ? cellXml(letters[i] + n, value, colStyles[i], styles) : makers[i](value);
        line += cell;
        gap = cell === '';
      }
      buf += `${line}</row>`;
      if (buf.length >= CHUNK) {
        yield buf;
        buf = '';
      }
    }
  }
  for (const values of sheet.tail?.() ?? []) {
    n++;
    buf += rowXml(n, values.map(safeCell), letters, dataStyle, styles);
  }
  yield `${buf}</sheetData></worksheet>`;
}

/** The fixed parts: content types, relationships, workbook (sheet names), styles, shared strings. */
export function workbookParts(names: string[], styles: Styles, strings: SharedStrings): [string, string][] {
  const sheetTypes = names
    .map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
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
