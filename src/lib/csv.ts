/**
 * CSV for the admin exports (RFC 4180: every cell quoted, quotes doubled, CRLF rows), with
 * spreadsheet formula injection neutralised: a visitor who types `=HYPERLINK(...)` or `@SUM(...)`
 * into a form must not get a live formula in the owner's spreadsheet. Cells starting with one of
 * the trigger characters get a leading apostrophe, which spreadsheets show as plain text (OWASP).
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** UTF-8 byte order mark: without it Excel reads accents and emoji in the file as mojibake. */
export const CSV_BOM = '\uFEFF';

export function neutraliseFormula(value: string): string {
  return FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
}

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return `"${neutraliseFormula(text).replace(/"/g, '""')}"`;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
  ];
  return `${CSV_BOM}${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
