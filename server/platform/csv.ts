// CSV export for staff lists: RFC 4180 quoting plus a guard against spreadsheet formula injection.

export type CsvColumn<T> = {
  header: string;
  value: (row: T) => unknown;
  /** Always text in a spreadsheet, never a number (phone numbers: a leading 0 or + is kept). */
  text?: boolean;
};

/**
 * Where a spreadsheet may start a cell: the value's start, and also after any separator (comma, semicolon or tab) or
 * line break inside it, since a program set to another separator, or one that does not honour the quotes, splits the
 * value there. A formula character (= + - @) starting any of these, after spaces too, gets an apostrophe before it.
 */
const FORMULA_START = /(^|[,;\t\r\n])(\s*)(?=[=+\-@])/g;

/**
 * What must be quoted: the separator whichever a spreadsheet is set to (comma, semicolon or tab), quotes, line
 * breaks, and spaces at either end (which some programs trim).
 */
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

/**
 * One cell. A value that must stay text (`text`: phone numbers) gets a leading apostrophe, which spreadsheets read
 * as "text follows"; so does every place a formula could start (FORMULA_START). Then the cell is quoted when it holds a
 * separator, a quote or a line break.
 */
export function csvCell(value: unknown, text = false): string {
  let cell = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (text && cell !== '') cell = `'${cell}`;
  cell = cell.replace(FORMULA_START, "$1$2'");
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** A whole file: header row, then one row per record, CRLF line ends. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row), c.text)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
