// CSV exports a spreadsheet opens safely whatever separator it is set to (comma, semicolon or tab): a cell holding a
// separator, a quote or a line break is quoted, a cell that would run as a formula is text, and phone numbers are text
// (their leading 0 or + kept).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSteps } from '../../server/db/seed';
import { csvCell, toCsv } from '../../server/platform/csv';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';

/** How a spreadsheet reads a CSV file with `separator` (RFC 4180 quoting): rows of cells. */
function readAs(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === separator) {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** What a spreadsheet would run as a formula (some trim spaces first). */
const isFormula = (cell: string) => /^\s*[=+\-@]/.test(cell);

/** The value behind the apostrophes that keep formula characters text. */
const unguarded = (cell: string) => cell.replace(/'(?=[=+\-@])/g, '');

const SEPARATORS = [',', ';', '\t'];

describe('csvCell and toCsv', () => {
  const tricky = [
    'semi;=1+1',
    'comma,=1+1',
    'tab\t=1+1',
    'say "hi"',
    'line one\r\n=line two',
    'line one\n@line two',
    '=1+1',
    '+1',
    '-2',
    '@SUM(A1)',
    ' =1+1',
    '\t=1+1',
    '\r=1+1',
    '=HYPERLINK("http://x";"y")',
    'plain',
    '',
    ' padded ',
  ];

  it('keeps every value whole and never a formula, read with any separator', () => {
    const file = toCsv(
      tricky.map((_, i) => ({ header: `c${i}`, value: (row: string[]) => row[i] })),
      [tricky],
    );
    const [header, row] = readAs(file, ',');
    expect(header).toHaveLength(tricky.length);
    expect(row).toHaveLength(tricky.length);
    // Each value is all there, behind the apostrophe that makes it text where it would be a formula.
    for (const [i, cell] of row!.entries()) expect(unguarded(cell), JSON.stringify(tricky[i])).toBe(tricky[i]);
    // Read with another separator, or by a program that honours quotes only at a cell's start, the cells are split
    // elsewhere: no piece starts a formula all the same.
    for (const separator of SEPARATORS) {
      for (const cell of readAs(file, separator).flat())
        expect(isFormula(cell), `${JSON.stringify(cell)} read with ${JSON.stringify(separator)}`).toBe(false);
    }
  });

  it('quotes a cell with a semicolon, comma, quote, tab or line break, and leaves plain ones bare', () => {
    expect(csvCell('semi;=1+1')).toBe(`"semi;'=1+1"`);
    expect(csvCell('x, -1')).toBe(`"x, '-1"`);
    expect(csvCell('Mary-Jane; 5 + 3')).toBe('"Mary-Jane; 5 + 3"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\n@two')).toBe(`"one\n'@two"`);
    expect(csvCell('one\ttwo')).toBe('"one\ttwo"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell(' =1+1')).toBe(`" '=1+1"`);
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2030-01-02T03:04:05Z'))).toBe('2030-01-02T03:04:05.000Z');
  });

  it('writes phone numbers as text: a leading 0 or + is kept, never read as a number or formula', () => {
    for (const phone of ['0911223344', '+251911223344', '(011) 555-0142', '0911 223 344']) {
      const cell = readAs(csvCell(phone, true), ';')[0]![0]!;
      expect(cell).toBe(`'${phone}`);
    }
    expect(csvCell('', true)).toBe('');
  });
});

describe('staff exports', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seedSteps });
    token = (await makeUser(ctx, 'admin')).token;
  });
  afterAll(() => ctx.close());

  it('a registration and a message with a semicolon formula and phone numbers export safely', async () => {
    const events = (await call(ctx, 'GET', '/api/events')).json.data as { id: string; date: string }[];
    const upcoming = events.find((e) => e.date >= new Date().toISOString().slice(0, 10))!;
    const registered = await call(ctx, 'POST', `/api/events/${upcoming.id}/register`, {
      firstName: 'semi;=1+1',
      lastName: 'Tadesse',
      email: 'csv-check@example.org',
      phone: '0911223344',
      organization: 'Org, "quoted"',
      position: '@Chair',
      attendees: '1',
      dietaryRequirements: 'none',
      specialRequirements: 'line one\nline two',
      terms: true,
    });
    expect(registered.status, registered.text).toBe(201);
    const sent = await call(ctx, 'POST', '/api/contact', {
      name: 'semi;=HYPERLINK("http://x")',
      email: 'csv-message@example.org',
      phone: '+251911223344',
      subject: 'General Inquiry',
      message: '-2+3;=1',
      contactType: 'individual',
      organization: '',
    });
    expect(sent.status, sent.text).toBe(201);

    const registrations = await call(ctx, 'GET', '/api/admin/registrations?format=csv&q=csv-check', undefined, { token });
    const messages = await call(ctx, 'GET', '/api/admin/contact-messages?format=csv&q=csv-message', undefined, { token });
    for (const separator of SEPARATORS) {
      const regRows = readAs(registrations.text.replace(/^\uFEFF/, ''), separator);
      const msgRows = readAs(messages.text.replace(/^\uFEFF/, ''), separator);
      if (separator === ',') {
        const [header, row] = regRows;
        expect(row).toHaveLength(header!.length);
        expect(row![header!.indexOf('Phone')]).toBe("'0911223344");
        expect(row![header!.indexOf('First name')]).toBe("semi;'=1+1");
        expect(row![header!.indexOf('Organization')]).toBe('Org, "quoted"');
        const [mHeader, mRow] = msgRows;
        expect(mRow).toHaveLength(mHeader!.length);
        expect(mRow![mHeader!.indexOf('Phone')]).toBe("'+251911223344");
        expect(mRow![mHeader!.indexOf('Message')]).toBe("'-2+3;'=1");
      }
      for (const cell of [...regRows, ...msgRows].flat())
        expect(isFormula(cell), `${JSON.stringify(cell)} with ${JSON.stringify(separator)}`).toBe(false);
    }
  });
});
