// Writes .br and .gz beside every text asset in dist/, so the server sends pre-compressed files. Compressed on libuv's
// thread pool, all files at once, so every core takes a share (the two languages' builds make many files).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const dir = process.argv[2] ?? 'dist';
const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter(
  // dist/ssr/ is the server's own render bundle, never sent to a browser.
  (e) => e.isFile() && /\.(js|css|html|svg|json|txt|xml|webmanifest)$/.test(e.name) && !/^ssr([\\/]|$)/.test(relative(dir, e.parentPath)),
);
const saved = await Promise.all(
  files.map(async (f) => {
    const path = join(f.parentPath, f.name);
    const body = await readFile(path);
    if (body.length < 512) return 0;
    const [br, gzipped] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gz(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
    return body.length - br.length;
  }),
);
console.log(`compressed ${files.length} files in ${dir}/ (brotli saves ${(saved.reduce((a, b) => a + b, 0) / 1024).toFixed(0)} KB)`);
