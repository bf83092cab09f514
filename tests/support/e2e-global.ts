// Before the browser tests: check Chromium is installed and build the production site once.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './browser';
import { makeDataTemplate } from './server';

export default async function setup() {
  if (!existsSync(chromiumPath())) {
    throw new Error(
      `Browser tests need Chromium at ${chromiumPath()}. On Debian: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync('dist/index.html')) {
    const r = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (r.status !== 0) throw new Error('npm run build failed');
  }
  await makeDataTemplate();
}
