// npm start: build what is missing or older than its sources (the site, or only the compiled server), then run the
// server in this very process. npm passes SIGTERM and SIGINT (docker stop, systemd, Ctrl-C) only to the process its
// script starts, so the server must be that process: package.json runs this file with `exec` (no shell left in
// between), and nothing here waits on a child server. See docs/decisions/002-one-process-per-data-dir.md.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (...paths) => {
  let t = 0;
  for (const path of paths) {
    if (!statSync(path).isDirectory()) {
      t = Math.max(t, statSync(path).mtimeMs);
      continue;
    }
    for (const e of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (e.isFile()) t = Math.max(t, statSync(join(e.parentPath, e.name)).mtimeMs);
    }
  }
  return t;
};
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** `npm run <script>` in a process group of its own; a stop signal meanwhile ends all of it, then this process. */
function run(script) {
  return new Promise((resolve) => {
    const windows = process.platform === 'win32';
    const child = spawn('npm', ['run', script], { stdio: 'inherit', shell: windows, detached: !windows });
    let stoppedBy;
    const forward = (signal) => {
      stoppedBy = signal;
      try {
        if (windows) child.kill(signal);
        else process.kill(-child.pid, signal); // npm, its shell, Vite and esbuild alike
      } catch {}
    };
    process.on('SIGTERM', forward);
    process.on('SIGINT', forward);
    child.on('exit', (code) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      if (stoppedBy) {
        console.log(`Build stopped (${stoppedBy}).`);
        process.exit(0);
      }
      resolve(code ?? 1);
    });
  });
}

// dist/shell.html comes from the pre-render (scripts/prerender.mjs) near the end of the build, dist-server/main.js from
// its last step (scripts/build-server.mjs).
const site = builtAt('dist/shell.html');
const server = builtAt('dist-server/main.js');
const siteSources = newest(
  'src',
  'contract',
  'content',
  'machines',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'scripts/prerender.mjs',
  'scripts/compress.mjs',
);
const serverSources = newest('server', 'contract', 'content', 'package.json', 'scripts/build-server.mjs');
let code = 0;
if (site < siteSources) {
  console.log(site ? 'Sources changed since the last build; rebuilding…' : 'No build yet; building the site…');
  code = await run('build');
} else if (server < serverSources) {
  console.log('Server sources changed since the last build; compiling the server…');
  code = await run('build:server');
}
if (code !== 0) process.exit(code);

await import('../dist-server/main.js');
