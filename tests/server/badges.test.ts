// Name badges (issue 16): an A4 PDF of the event's confirmed registrations, 8 a page by last name, each with its ticket's
// QR code; read back as text and images.
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTicketCode, normalizeTicketCode } from '../../contract/assembly';
import { eventTexts } from '../../server/db/schema';
import { call, createTestContext, insertEvent, makeUser, type TestContext } from '../support/app';
import { pdfText } from '../support/pdfText';
import { pdfImages } from '../support/qr';
import { insertTickets } from '../support/tickets';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof makeUser>>;
let eventId: string;
let confirmed: Awaited<ReturnType<typeof insertTickets>>;
let excluded: Awaited<ReturnType<typeof insertTickets>>;

const badges = async (query = '', token = admin.token) => {
  const res = await ctx.app.request(`/api/admin/events/${eventId}/badges.pdf${query}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '10.77.0.1' },
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeUser(ctx, 'admin');
  eventId = await insertEvent(ctx, {
    title: 'Annual assembly',
    description: 'The annual assembly.',
    date: '2030-05-01',
    time: '9:00 AM',
    location: 'ICT Park',
  });
  await ctx.database.db.insert(eventTexts).values({ eventId, lang: 'am', title: 'ዓመታዊ ጉባኤ' });
  // 17 confirmed, two of them with Amharic names; last names in reverse of insert order.
  confirmed = await insertTickets(ctx.database.db, eventId, 17, (i) =>
    i === 3
      ? { firstName: 'አበበ', lastName: 'በቀለ', organization: 'የካሳቫ አምራቾች ማህበር' }
      : i === 4
        ? { firstName: 'ትዕግስት', lastName: 'ገብሩ' }
        : { lastName: `Zz${String(20 - i).padStart(2, '0')}` },
  );
  excluded = [
    ...(await insertTickets(ctx.database.db, eventId, 1, () => ({ status: 'cancelled', lastName: 'Aaa-cancelled' }))),
    ...(await insertTickets(ctx.database.db, eventId, 1, () => ({ status: 'waitlisted', lastName: 'Aaa-waitlisted' }))),
  ];
});
afterAll(() => ctx.close());

describe('GET /api/admin/events/:id/badges.pdf', () => {
  it('is an A4 portrait PDF of 8 badges a page: 17 confirmed registrations on 3 pages', async () => {
    const res = await badges();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="badges-2030-05-01.pdf"');
    const doc = await PDFDocument.load(res.bytes);
    expect(doc.getPageCount()).toBe(3);
    for (const page of doc.getPages()) {
      expect(page.getWidth()).toBeCloseTo(595.28, 1);
      expect(page.getHeight()).toBeCloseTo(841.89, 1);
    }
    const pages = await pdfText(res.bytes);
    const names = pages.join('\n');
    for (const r of confirmed) expect(names).toContain(formatTicketCode(r.ticketCode!));
    for (const r of excluded) expect(names).not.toContain(r.lastName);
    // By last name: the Latin ones first (Zz04 … Zz20), then the Ethiopic ones (በ before ገ).
    const order = [...confirmed]
      .map((r) => r.lastName)
      .sort()
      .map((last) => names.indexOf(last));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(pages[0]).toContain('Annual assembly');
    expect(pages[2]!.match(/Annual assembly/g)).toHaveLength(1);
  });

  it('gives every badge a QR code that reads as its ticket code', async () => {
    const images = await pdfImages((await badges()).bytes);
    expect(images).toHaveLength(17);
    const read = images.map((img) => normalizeTicketCode(jsQR(img.rgba, img.width, img.height)?.data ?? ''));
    expect(read.sort()).toEqual(confirmed.map((r) => r.ticketCode).sort());
  });

  it('renders Amharic names, and the Amharic title with ?lang=am', async () => {
    const en = (await pdfText((await badges()).bytes)).join('\n');
    expect(en).toContain('አበበ በቀለ');
    expect(en).toContain('የካሳቫ አምራቾች ማህበር');
    const am = (await pdfText((await badges('?lang=am')).bytes)).join('\n');
    expect(am).toContain('ዓመታዊ ጉባኤ');
    expect(am).toContain('ትዕግስት ገብሩ');
    expect(am).not.toContain('Annual assembly');
  });

  it('is for staff only; an unknown event is a 404', async () => {
    const visitor = await call(ctx, 'GET', `/api/admin/events/${eventId}/badges.pdf`);
    expect(visitor.status).toBe(401);
    const moderator = await makeUser(ctx, 'moderator');
    expect((await badges('', moderator.token)).status).toBe(200);
    const unknown = await call(ctx, 'GET', '/api/admin/events/00000000-0000-4000-8000-000000000000/badges.pdf', undefined, {
      token: admin.token,
    });
    expect(unknown.status).toBe(404);
  });
});
