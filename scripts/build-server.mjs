// Compiles the server to plain JavaScript (dist-server/main.js): production runs it with node alone, no TypeScript
// compiler in the process. Packages stay in node_modules (not bundled); the migrations are copied beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist-server', { recursive: true, force: true });
await build({
  // The PDF worker threads' file is loaded by path (server/platform/documentPool.ts), so it is built beside main.js.
  entryPoints: { main: 'server/main.ts', documentWorker: 'server/platform/documentWorker.ts' },
  outdir: 'dist-server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', 'dist-server/migrations', { recursive: true });
