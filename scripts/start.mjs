// npm start: build what is missing or older than its sources (the site, or only the compiled server), then run the
// server in this very process. npm passes SIGTERM and SIGINT (docker stop, systemd, Ctrl-C) only to the process its
// script starts, so the server must be that process: package.json runs this file with `exec` (no shell left in
// between), and nothing here waits on a child server. See docs/decisions/002-one-process-per-data-dir.md.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isStale, SERVER_SOURCES, SITE_SOURCES } from './lib/local.mjs';

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
let code = 0;
if (isStale('dist/shell.html', SITE_SOURCES)) {
  console.log(existsSync('dist/shell.html') ? 'Sources changed since the last build; rebuilding…' : 'No build yet; building the site…');
  code = await run('build');
} else if (isStale('dist-server/main.js', SERVER_SOURCES)) {
  console.log('Server sources changed since the last build; compiling the server…');
  code = await run('build:server');
}
if (code !== 0) process.exit(code);

await import('../dist-server/main.js');
