// A small built site in a temporary directory, for the tests of the site's files and their headers: a pre-rendered
// home page (with its brotli copy), an about page, the app shell and one hashed asset.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** The home page's HTML; the about page is the same with "About" for "Home". */
export const MINI_PAGE = '<!doctype html><title>Home</title><div id="root" data-prerendered="/"><h1>Home</h1></div>';

/** Writes the site and returns its directory (the caller removes it). */
export async function writeMiniSite(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, 'about'));
  await writeFile(join(dir, 'index.html'), MINI_PAGE);
  await writeFile(join(dir, 'index.html.br'), brotliCompressSync(MINI_PAGE));
  await writeFile(join(dir, 'about', 'index.html'), MINI_PAGE.replaceAll('Home', 'About'));
  await writeFile(join(dir, 'shell.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  return dir;
}
