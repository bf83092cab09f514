// The certificate a bank accepts: an admin uploads the logo, the chairperson's signature and the seal and gives the
// chairperson's name and title in Settings; the next certificate prints them (a new certificate, not the one kept from
// before). Only admins may, only PNG or JPEG images of at most 256 KB, and each change is audited.
import { and, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { auditLog } from '../../server/db/schema';
import { accountSession, approvedMember, call, createTestContext, makeUser, type TestContext } from '../support/app';
import { pdfText } from '../support/pdfText';
import { embedOne, pdfImages } from '../support/qr';

let ctx: TestContext;
let admin: { token: string };
let moderator: { token: string };
let memberToken: string;
let memberId: string;

/** A real PNG of the given pixel width (a QR code drawing, which is a PNG like any other). */
const png = async (text: string, scale: number) => new Uint8Array(await QRCode.toBuffer(text, { type: 'png', scale, margin: 1 }));

const upload = (name: string, body: Uint8Array | string, type: string, token = admin.token) =>
  ctx.app.request(`/api/admin/settings/certificate/${name}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type, 'X-Forwarded-For': '198.51.100.7' },
    body: body as BodyInit,
  });

const certificate = async (lang = 'en') => {
  const res = await ctx.app.request(`/api/account/certificate.pdf?lang=${lang}`, { headers: { Authorization: `Bearer ${memberToken}` } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeUser(ctx, 'admin');
  moderator = await makeUser(ctx, 'moderator');
  memberId = (await approvedMember(ctx, admin.token, { email: 'bank@example.org', firstName: 'Almaz' })).id;
  memberToken = await accountSession(ctx, 'bank@example.org');
});
afterAll(() => ctx.close());

describe('the certificate from Settings', () => {
  it('prints the logo, signature, seal and the chairperson in both languages once an admin gives them', async () => {
    const before = await certificate();
    const sizes = (images: { width: number; height: number }[]) => images.map((i) => `${i.width}x${i.height}`).sort();
    const beforeImages = sizes(await pdfImages(before));

    const logo = await png('logo', 4);
    const signature = await png('signature of the chairperson', 3);
    const seal = await png('seal', 5);
    for (const [name, bytes] of [
      ['logo', logo],
      ['signature', signature],
      ['seal', seal],
    ] as const)
      expect((await upload(name, bytes, 'image/png')).status).toBe(200);
    const words = await call(
      ctx,
      'PUT',
      '/api/admin/settings/certificate',
      { chairName: 'Dr. Tadesse Bekele', chairTitle: 'Chairperson of the Board', translations: { am: { chairTitle: 'የቦርድ ሰብሳቢ' } } },
      { token: admin.token },
    );
    expect(words.status, words.text).toBe(200);
    expect(words.json.data.images.logo).toMatchObject({
      type: 'image/png',
      bytes: logo.length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    // A new certificate (not the one kept from before), with the three images and the chairperson.
    const after = await certificate();
    const afterImages = sizes(await pdfImages(after));
    const uploaded = await Promise.all([logo, signature, seal].map(async (b) => sizes(await pdfImages(await embedOne(b)))[0]!));
    for (const size of uploaded) expect(afterImages).toContain(size);
    expect(afterImages.length).toBeGreaterThanOrEqual(beforeImages.length + 3);
    // The counter's reprint is the same signed certificate.
    const reprint = await ctx.app.request(`/api/admin/members/${memberId}/certificate.pdf`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(reprint.status).toBe(200);
    const reprinted = sizes(await pdfImages(new Uint8Array(await reprint.arrayBuffer())));
    for (const size of uploaded) expect(reprinted).toContain(size);
    const text = (await pdfText(after)).join('\n');
    expect(text).toContain('Dr. Tadesse Bekele');
    expect(text).toContain('Chairperson of the Board');
    const am = (await pdfText(await certificate('am'))).join('\n');
    expect(am).toContain('የቦርድ ሰብሳቢ');

    // A new seal is a new certificate.
    expect((await upload('seal', await png('another seal', 6), 'image/png')).status).toBe(200);
    expect(Buffer.from(await certificate()).equals(Buffer.from(after))).toBe(false);

    // Each change is in the audit log.
    const audited = await ctx.database.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'certificate-settings')));
    expect(audited.map((a) => a.entityId).sort()).toEqual(['logo', 'seal', 'seal', 'signature', 'words']);
  }, 90_000);

  it('refuses what is not a PNG or JPEG image, an image over 256 KB, an unknown image and a moderator, with a clear message', async () => {
    const text = await upload('logo', 'not an image at all', 'image/png');
    expect(text.status).toBe(415);
    expect(((await text.json()) as { message: string }).message).toBe(messages.admin.certificateImageType);
    const pdf = await upload('logo', '%PDF-1.7 a document', 'application/pdf');
    expect(pdf.status).toBe(415);
    const big = new Uint8Array(300 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const large = await upload('logo', big, 'image/png');
    expect(large.status).toBe(413);
    expect(((await large.json()) as { message: string }).message).toBe(messages.admin.certificateImageTooLarge);
    expect((await upload('portrait', await png('x', 2), 'image/png')).status).toBe(404);
    expect((await upload('logo', await png('x', 2), 'image/png', moderator.token)).status).toBe(403);
    // In Amharic too.
    const am = await ctx.app.request('/api/admin/settings/certificate/logo', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'image/png', 'Accept-Language': 'am' },
      body: 'GIF89a',
    });
    expect(am.status).toBe(415);
    expect(((await am.json()) as { message: string }).message).toMatch(/[\u1200-\u137F]/);
    // Nothing was stored by the refusals: the logo is still the one uploaded first.
    const view = await call(ctx, 'GET', '/api/admin/settings/certificate', undefined, { token: admin.token });
    expect(view.json.data.images.logo.bytes).toBeGreaterThan(0);
    const stored = (await ctx.database.db.execute(sql`select count(*)::int as n from settings where key like 'certificate:%'`)) as {
      rows: unknown[];
    };
    expect(stored.rows[0]).toEqual({ n: 4 });
  });
});
