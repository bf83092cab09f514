// SCREENSHOT_DIR=dir: the browser tests save a picture of each screen they check into dir, for a person to look at.
// Unset (as in CI), they take none: a full-page picture costs Chromium 0.3–0.7 s and nobody reads one from a temporary
// folder. `npm run screens` gives every staff screen at both widths in both languages.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

const DIR = process.env.SCREENSHOT_DIR;

/** A file name of `name`: letters, digits and dashes, the rest as underscores. */
const fileOf = (name: string) => `${name.replace(/[^a-z0-9-]+/gi, '_') || 'home'}.png`;

/** The whole page (or, with `{ fullPage: false }`, what the window shows) as `<name>.png`, when SCREENSHOT_DIR is set. */
export async function picture(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (!DIR) return;
  mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: join(DIR, fileOf(name)), fullPage });
}

/** One part of the page by itself as `<name>.png`, when SCREENSHOT_DIR is set. */
export async function pictureOf(part: Locator, name: string) {
  if (!DIR) return;
  mkdirSync(DIR, { recursive: true });
  await part.screenshot({ path: join(DIR, fileOf(name)) });
}

/** Whether pictures are being kept (a test that changes the window's size for one asks first). */
export const keepingPictures = () => Boolean(DIR);
