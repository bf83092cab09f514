// CSV export for staff lists: RFC 4180 quoting plus a guard against spreadsheet formula injection.

/** One cell: values that a spreadsheet would run as a formula get a leading quote; quotes, commas and newlines are quoted. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: header row, then one row per record, CRLF line ends. */
export function toCsv<T>(columns: readonly { header: string; value: (row: T) => unknown }[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
