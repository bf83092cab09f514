// npm start: build the site if the build is missing or older than the sources, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) => {
  let t = 0;
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) t = Math.max(t, statSync(join(e.parentPath, e.name)).mtimeMs);
  }
  return t;
};
// dist/shell.html comes from the pre-render (scripts/prerender.mjs) at the end of the build: without it, build again.
const built = existsSync('dist/shell.html') ? statSync('dist/shell.html').mtimeMs : 0;
const sources = Math.max(
  newest('src'),
  newest('contract'),
  newest('machines'),
  newest('public'),
  ...['index.html', 'vite.config.ts', 'package.json', 'scripts/prerender.mjs', 'scripts/compress.mjs'].map((f) => statSync(f).mtimeMs),
);
if (built < sources) {
  console.log(built ? 'Sources changed since the last build; rebuilding…' : 'No build yet; building the site…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
process.exit(r.status ?? 0);
