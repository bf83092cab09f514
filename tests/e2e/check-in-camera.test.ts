// The door's camera: Chromium's fake camera plays a video of a ticket's QR code (a YUV4MPEG2 file written here), and
// /admin/check-in reads it and checks the ticket in. Debian's Chromium has no BarcodeDetector, so this is the path of
// the phones without one: the JavaScript decoder (jsQR) that the screen loads only when it needs it.
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin as en } from '../../src/i18n/en/admin';
import { CHROMIUM_ARGS, chromiumPath, PHONE } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { ADMIN_ACCOUNT, apiOf, registerAndSignIn, type Session, signedIn } from './admin-support';

const t = en.checkIn;
let server: RunningServer;
let browser: Browser;
let staff: Session;
let dir: string;
const api = apiOf(() => server.url);

/**
 * A few frames of 640 × 480 video (YUV 4:2:0) showing `text` as a QR code, black on white with a quiet zone, as a
 * phone's camera would see a ticket held up to it.
 */
function qrVideo(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const W = 640;
  const H = 480;
  const scale = Math.floor(400 / (modules.size + 8));
  const left = Math.floor((W - modules.size * scale) / 2);
  const top = Math.floor((H - modules.size * scale) / 2);
  const y = Buffer.alloc(W * H, 235);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++)
        y.fill(16, (top + row * scale + dy) * W + left + col * scale, (top + row * scale + dy) * W + left + (col + 1) * scale);
    }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 5 }, () => frame)]);
}

let eventId: string;
let ticketCode: string;

beforeAll(async () => {
  server = await startServer({ env: { RATE_LIMIT_MULTIPLIER: '20' } });
  staff = await registerAndSignIn(api, ADMIN_ACCOUNT);
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const created = await api(
    'POST',
    '/api/admin/events',
    { title: 'Camera Assembly', description: 'The association meets.', date, time: '9:00 AM', location: 'ICT Park', capacity: 50 },
    staff.token,
  );
  eventId = created.json.data.id;
  const registered = await api('POST', `/api/events/${eventId}/register`, {
    firstName: 'Hana',
    lastName: 'Girma',
    email: 'hana.girma@example.org',
    phone: '0911223344',
    organization: 'Girma Farm',
    position: 'Farmer',
    attendees: '1',
    dietaryRequirements: 'none',
    terms: true,
  });
  // The answer carries no ticket (it is mailed): the staff list has its code.
  const list = await api('GET', `/api/events/${eventId}/registrations`, undefined, staff.token);
  ticketCode = list.json.data.registrations.find((r: { id: string }) => r.id === registered.json.data.registration.id).ticketCode;
  dir = await mkdtemp(join(tmpdir(), 'eca-camera-'));
  const video = join(dir, 'ticket.y4m');
  writeFileSync(video, qrVideo(ticketCode));
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('check-in by the camera (375 px)', () => {
  it('reads the ticket’s QR code off the camera with the JavaScript decoder and checks it in once', async () => {
    const { context, page } = await signedIn(browser, staff, PHONE);
    await context.grantPermissions(['camera'], { origin: server.url });
    await page.goto(`${server.url}/admin/check-in?event=${eventId}`);
    await page.getByText(t.listSaved(1, '').slice(0, -2)).waitFor();
    expect(await page.evaluate(() => 'BarcodeDetector' in globalThis)).toBe(false);
    await page.getByRole('button', { name: t.scan, exact: true }).click();
    const answer = page.getByTestId('door-answer');
    await expect.poll(() => answer.textContent(), { timeout: 20_000 }).toContain('✓ Hana Girma');
    await expect.poll(() => page.getByTestId('door-count').textContent()).toBe(t.count(1, 1));
    // The camera keeps seeing the ticket: within a few seconds it is not sent again; after, it is refused as checked in.
    await expect.poll(() => answer.textContent(), { timeout: 20_000 }).toContain('✗ Already checked in at');
    const list = await api('GET', `/api/admin/events/${eventId}/check-in`, undefined, staff.token);
    expect(list.json.data.tickets.find((x: { code: string }) => x.code === ticketCode).checkedInAt).not.toBeNull();
    await context.close();
  });
});
