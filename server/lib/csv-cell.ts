/**
 * One CSV cell as a spreadsheet reads it back: quoted when it holds a comma, quote or line
 * break. A cell that a spreadsheet would run as a formula (= + - @ first) gets a leading
 * apostrophe, unless it is a plain number or a calling code ("-50", "+91"); the importer
 * removes that apostrophe again (unescapeCell), so the round trip keeps the text.
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  let v = value;
  if (/^[=+\-@]/.test(v) && !/^[+-]?\d+(\.\d+)?$/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function csvLine(cells: (string | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The importer's inverse of csvCell's formula guard. */
export function unescapeCell(v: string): string {
  return /^'[=+\-@]/.test(v) ? v.slice(1) : v;
}
