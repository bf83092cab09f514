// Writes .br and .gz beside every text asset in dist/, so the server sends pre-compressed files.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter(
  (e) => e.isFile() && /\.(js|css|html|svg|json|txt|xml|webmanifest)$/.test(e.name),
);
let saved = 0;
for (const f of files) {
  const path = join(f.parentPath, f.name);
  const body = await readFile(path);
  if (body.length < 512) continue;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, gz);
  saved += body.length - br.length;
}
console.log(`compressed ${files.length} files in ${dir}/ (brotli saves ${(saved / 1024).toFixed(0)} KB)`);
