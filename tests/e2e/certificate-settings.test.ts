// An admin gives the certificate its logo, the chairperson's signature and the seal and names the chairperson in
// Settings: on a laptop and on a phone, in English and in Amharic, real PNGs chosen in the panel's file fields and the
// chairperson's name and titles saved are still there after a reload, and the certificate staff reprint at the
// counter then carries the three images (image XObjects of their sizes in the PDF, none of them before) and the name.

import type { Browser } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageLabels as amLanguages } from '../../contract/messages/am/validation';
import { languageLabels as enLanguages } from '../../contract/messages/validation';
import { admin as am } from '../../src/i18n/am/admin';
import { admin as en } from '../../src/i18n/en/admin';
import { LAPTOP, launchBrowser, PHONE, settled } from '../support/browser';
import { layoutFaults } from '../support/layout';
import { pdfText } from '../support/pdfText';
import { embedOne, pdfImages } from '../support/qr';
import { type RunningServer, startServer } from '../support/server';
import { ADMIN_ACCOUNT, apiOf, applyWithReceipt, registerAndSignIn, type Session, signedIn } from './admin-support';

let server: RunningServer;
let browser: Browser;
let staff: Session;
let memberId: string;
const api = apiOf(() => server.url);
const IMAGES = ['logo', 'signature', 'seal'] as const;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { RATE_LIMIT_MULTIPLIER: '20' } }), launchBrowser()]);
  staff = await registerAndSignIn(api, ADMIN_ACCOUNT);
  const id = await applyWithReceipt(api);
  const approved = await api('PUT', `/api/admin/membership-applications/${id}/status`, { status: 'approved' }, staff.token);
  expect(approved.status).toBe(200);
  memberId = approved.json.data.member.id;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The member's certificate as the counter reprints it. */
async function reprint(lang: 'en' | 'am') {
  const res = await fetch(`${server.url}/api/admin/members/${memberId}/certificate.pdf?lang=${lang}`, {
    headers: { Authorization: `Bearer ${staff.token}` },
  });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

/** A real PNG, square, whose side in pixels depends on `scale` (a QR code drawing: a PNG like any other). */
const png = (text: string, scale: number) => QRCode.toBuffer(text, { type: 'png', scale, margin: 1 });
const sizes = (images: { width: number; height: number }[]) => images.map((i) => `${i.width}x${i.height}`);

const CASES = [
  { screen: 'laptop', viewport: LAPTOP, lang: 'en', scale: 3 },
  { screen: 'phone', viewport: PHONE, lang: 'en', scale: 4 },
  { screen: 'laptop', viewport: LAPTOP, lang: 'am', scale: 5 },
  { screen: 'phone', viewport: PHONE, lang: 'am', scale: 6 },
] as const;

describe.each(CASES)('the certificate panel on a $screen in $lang', ({ viewport, lang, scale }) => {
  it('keeps the uploaded images and the chairperson after a reload, and the reprinted certificate carries them', async () => {
    const t = (lang === 'am' ? am : en).settings;
    const languages = lang === 'am' ? amLanguages : enLanguages;
    // Each run starts from no images, so what the PDF shows afterwards came from this run's uploads.
    for (const name of IMAGES) {
      const removed = await api('DELETE', `/api/admin/settings/certificate/${name}`, undefined, staff.token);
      expect(removed.status).toBe(200);
    }
    const before = sizes(await pdfImages(await reprint(lang)));

    const files = await Promise.all(IMAGES.map((name, i) => png(`${name} ${lang} ${viewport.width}`, scale + i * 2)));
    const wanted = await Promise.all(
      files.map(async (buffer) => {
        const [image] = await pdfImages(await embedOne(buffer));
        return `${image!.width}x${image!.height}`;
      }),
    );
    for (const size of wanted) expect(before).not.toContain(size);

    const { context, page } = await signedIn(browser, staff, viewport);
    await context.addCookies([{ name: 'lang', value: lang, url: server.url }]);
    await page.goto(`${server.url}/admin/settings`);
    const panel = page.locator('section[aria-labelledby="certificate-settings-title"]');
    await panel.getByRole('heading', { name: t.certificateTitle }).waitFor();

    const chair = { name: `Dr. Tadesse Bekele ${viewport.width}`, title: 'Chairperson', titleAm: 'ሰብሳቢ' };
    await panel.getByLabel(t.chairName).fill(chair.name);
    await panel.getByLabel(t.chairTitle, { exact: true }).fill(chair.title);
    await panel.getByLabel(t.chairTitleIn(languages.am)).fill(chair.titleAm);
    await panel.getByRole('button', { name: t.saveCertificate }).click();
    await panel.getByText(t.certificateSaved).waitFor();

    for (const [i, name] of IMAGES.entries()) {
      await panel.getByLabel(t.images[name]).setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: files[i]! });
      // The panel says the image is there once the server has it.
      await panel
        .locator(`[data-image="${name}"]`)
        .getByText(t.imageShown(Math.max(1, Math.round(files[i]!.length / 1024))))
        .waitFor();
    }
    await settled(page);
    expect(await page.evaluate(layoutFaults)).toEqual([]);

    // After a reload, everything given is still there.
    await page.reload();
    await panel.getByRole('heading', { name: t.certificateTitle }).waitFor();
    await expect.poll(() => panel.getByLabel(t.chairName).inputValue()).toBe(chair.name);
    expect(await panel.getByLabel(t.chairTitle, { exact: true }).inputValue()).toBe(chair.title);
    expect(await panel.getByLabel(t.chairTitleIn(languages.am)).inputValue()).toBe(chair.titleAm);
    for (const name of IMAGES) {
      const row = panel.locator(`[data-image="${name}"]`);
      await row.getByRole('button', { name: `${t.removeImage}: ${t.images[name]}` }).waitFor();
      expect(await row.textContent()).not.toContain(t.imageNone);
    }
    expect(context.consoleErrors).toEqual([]);
    await context.close();

    // The certificate reprinted at the counter has the three images and the chairperson's name.
    const after = await reprint(lang);
    const afterSizes = sizes(await pdfImages(after));
    for (const size of wanted) expect(afterSizes).toContain(size);
    expect(afterSizes.length).toBe(before.length + 3);
    expect((await pdfText(after)).join('\n')).toContain(chair.name);
  }, 120_000);
});
