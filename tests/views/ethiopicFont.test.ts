// @vitest-environment node
// The Ethiopic typeface of the Amharic pages (scripts/lib/ethiopicFont.mjs, src/styles/am/lang.css.ts): made from the
// npm package, within the byte budget, with a drawn glyph for every Ethiopic letter the Amharic texts use; built into
// hashed assets the server caches for a year; and absent from the English styles.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import subsetFont from 'subset-font';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ETHIOPIC_FIRST,
  ETHIOPIC_LAST,
  ETHIOPIC_WEIGHTS,
  ethiopicFont,
  FONT_BUDGET_BYTES,
  LATIN_UNICODE_RANGE,
  latinFontFile,
  writeEthiopicFonts,
} from '../../scripts/lib/ethiopicFont.mjs';
import { loadStaticSite } from '../../server/platform/static';

const root = join(import.meta.dirname, '../..');
// Inside the project (git ignores .tmp/), so the stylesheet compiler and Vite treat the test's entries as the app's.
mkdirSync(join(root, '.tmp'), { recursive: true });
const scratch = mkdtempSync(join(root, '.tmp', 'ethiopic-font-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every Ethiopic letter in the Amharic texts that exist: catalogs, content, messages, dates. */
function ethiopicLettersUsed(): Set<number> {
  const sources = ['src/i18n/am', 'content/am', 'contract/messages/am', 'contract/am', 'contract/ethiopian.ts', 'server/messages/am'];
  const used = new Set<number>();
  const read = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) read(join(path, name));
      return;
    }
    for (const ch of readFileSync(path, 'utf8')) {
      const c = ch.codePointAt(0) ?? 0;
      // The Ethiopic blocks: the main one and its supplement and extensions, so a letter outside the subset is caught.
      if ((c >= 0x1200 && c <= 0x139f) || (c >= 0x2d80 && c <= 0x2ddf) || (c >= 0xab00 && c <= 0xab2f)) used.add(c);
    }
  };
  for (const source of sources) if (existsSync(join(root, source))) read(join(root, source));
  return used;
}

/** The code points a font maps to a glyph with an outline (not an empty box). */
async function drawnCodePoints(woff2: Buffer): Promise<Set<number>> {
  const font = await subsetFont(woff2, '', { targetFormat: 'sfnt', keepAllGlyphs: true });
  const tables = new Map<string, number>();
  for (let i = 0; i < font.readUInt16BE(4); i++)
    tables.set(font.toString('latin1', 12 + 16 * i, 16 + 16 * i), font.readUInt32BE(20 + 16 * i));
  const table = (tag: string) => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`no ${tag} table`);
    return at;
  };
  // Where each glyph's outline starts and ends in the glyf table (loca: short or long offsets, per head).
  const longOffsets = font.readInt16BE(table('head') + 50) === 1;
  const numGlyphs = font.readUInt16BE(table('maxp') + 4);
  const loca = table('loca');
  const offset = (g: number) => (longOffsets ? font.readUInt32BE(loca + 4 * g) : 2 * font.readUInt16BE(loca + 2 * g));
  const drawn = (g: number) => g > 0 && g < numGlyphs && offset(g + 1) > offset(g);
  // The character map: its format 12 subtable (all of Unicode) or format 4 (the first 65,536 code points).
  const cmap = table('cmap');
  const out = new Set<number>();
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const sub = cmap + font.readUInt32BE(cmap + 8 + 8 * i);
    const format = font.readUInt16BE(sub);
    if (format === 12) {
      for (let n = 0; n < font.readUInt32BE(sub + 12); n++) {
        const group = sub + 16 + 12 * n;
        const [first, last, glyph] = [font.readUInt32BE(group), font.readUInt32BE(group + 4), font.readUInt32BE(group + 8)];
        for (let c = first; c <= last; c++) if (drawn(glyph + c - first)) out.add(c);
      }
    } else if (format === 4) {
      const segments = font.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + 2 * segments + 2;
      const deltas = starts + 2 * segments;
      const rangeOffsets = deltas + 2 * segments;
      for (let s = 0; s < segments; s++) {
        const [start, end] = [font.readUInt16BE(starts + 2 * s), font.readUInt16BE(ends + 2 * s)];
        const [delta, rangeOffset] = [font.readInt16BE(deltas + 2 * s), font.readUInt16BE(rangeOffsets + 2 * s)];
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph = rangeOffset === 0 ? c : font.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (c - start));
          if (rangeOffset === 0 || glyph !== 0) glyph = (glyph + delta) & 0xffff;
          if (drawn(glyph)) out.add(c);
        }
      }
    }
  }
  return out;
}

const hex = (c: number) => `U+${c.toString(16).toUpperCase()} ${String.fromCodePoint(c)}`;

describe('the Ethiopic font files', async () => {
  const dir = join(scratch, 'fonts');
  const files = await writeEthiopicFonts(dir);

  it('are woff2, regular and a real bold, within the budget together', () => {
    expect(files.map((f) => f.weight)).toEqual([...ETHIOPIC_WEIGHTS]);
    for (const file of files) {
      const bytes = readFileSync(file.path);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(bytes.length).toBe(file.bytes);
    }
    expect(files.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
  });

  it('have the Latin letters of the same typeface beside them, all four faces within the budget', () => {
    const latin = ETHIOPIC_WEIGHTS.map((weight) => readFileSync(join(dir, latinFontFile(weight))));
    for (const bytes of latin) expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const all = files.reduce((sum, f) => sum + f.bytes, 0) + latin.reduce((sum, b) => sum + b.length, 0);
    expect(all).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
    // The page's @font-face rules claim for these files exactly the characters they hold.
    expect(readFileSync('src/styles/ethiopicFace.ts', 'utf8')).toContain(`'${LATIN_UNICODE_RANGE}'`);
  });

  it('draw every Ethiopic letter the Amharic texts use, in both weights', async () => {
    const used = ethiopicLettersUsed();
    // The Amharic date words at least (contract/ethiopian.ts); more once the catalogs and content exist.
    expect(used.size).toBeGreaterThan(20);
    for (const file of files) {
      const drawn = await drawnCodePoints(readFileSync(file.path));
      expect([...used].filter((c) => !drawn.has(c)).map(hex)).toEqual([]);
      // And nothing but the Ethiopic block: Latin letters and digits stay with the system font.
      expect([...drawn].filter((c) => c > 0x20 && (c < ETHIOPIC_FIRST || c > ETHIOPIC_LAST)).map(hex)).toEqual([]);
    }
  });

  it('are made again only when their recipe changes', async () => {
    const before = statSync(files[0]!.path).mtimeMs;
    const again = await writeEthiopicFonts(dir);
    expect(again).toEqual(files);
    expect(statSync(files[0]!.path).mtimeMs).toBe(before);
  });
});

/** Builds one stylesheet module as the site's build would, into its own folder with an index.html beside it. */
async function buildStylesheet(name: string, stylesheet: string, plugins: object[]) {
  const entry = join(scratch, `${name}.ts`);
  writeFileSync(entry, `import ${JSON.stringify(`./${relative(scratch, join(root, stylesheet))}`)};\n`);
  const outDir = join(scratch, `dist-${name}`);
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin(), ...(plugins as never[])],
    build: { outDir, emptyOutDir: true, assetsInlineLimit: 0, rolldownOptions: { input: entry } },
  });
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>test</title>');
  const assets = readdirSync(join(outDir, 'assets'));
  const css = assets
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'))
    .join('\n');
  return { outDir, assets, css };
}

describe('the Amharic stylesheet', () => {
  it('loads both faces from hashed assets with swap, no synthetic bold or italic, and 17 px body text', async () => {
    const { outDir, assets, css } = await buildStylesheet('am', 'src/styles/am/lang.css.ts', [
      ethiopicFont({ dir: join(scratch, 'am-fonts') }),
    ]);
    const fonts = assets.filter((f) => f.endsWith('.woff2'));
    expect(fonts).toHaveLength(2);
    for (const weight of ETHIOPIC_WEIGHTS) {
      const file = fonts.find((f) => f.startsWith(`noto-sans-ethiopic-${weight}-`));
      expect(file, `the ${weight} face`).toBeDefined();
      // Absolute, so the pre-rendered pages can inline the stylesheet.
      expect(css).toMatch(new RegExp(`url\\(/assets/${file}\\)\\s*format\\("woff2"\\)`));
    }
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css.match(/font-display:swap/g)).toHaveLength(2);
    expect(css.match(/unicode-range:U\+1200-137F/gi)).toHaveLength(2);
    expect(css).toMatch(/font-weight:700/);
    expect(css).toContain('font-synthesis:none');
    expect(css).toMatch(/:1\.0625rem/);
    expect(css).toMatch(/line-height:1\.7/);
    const total = fonts.reduce((sum, f) => sum + statSync(join(outDir, 'assets', f)).size, 0);
    expect(total).toBeLessThanOrEqual(FONT_BUDGET_BYTES);

    // The server sends them as fonts, cached for a year like every hashed asset.
    const site = await loadStaticSite(outDir);
    for (const font of fonts) {
      const reply = site!.reply('GET', `/assets/${font}`, {});
      expect(reply.status).toBe(200);
      expect(reply.headers['Content-Type']).toBe('font/woff2');
      expect(reply.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    }
  }, 120_000);

  it('is not in the English build: no font, no face', async () => {
    const { assets, css } = await buildStylesheet('en', 'src/styles/lang.css.ts', []);
    expect(assets.filter((f) => f.endsWith('.woff2'))).toEqual([]);
    expect(css).not.toContain('@font-face');
  }, 120_000);
});
