/** The shapes of a streamed workbook, apart so the writer and its parts do not import each other. */
export type XlsxValue = string | number | boolean | Date | null;

export interface XlsxColumn<T> {
  header: string;
  width: number;
  value: (row: T) => XlsxValue;
  numFmt?: string;
}

/** One sheet of a workbook: its rows stream from `source`; `tail` rows (totals…) follow them. */
export interface XlsxSheet<T> {
  title: string;
  columns: XlsxColumn<T>[];
  source: AsyncIterable<T[]>;
  tail?: () => XlsxValue[][];
}
