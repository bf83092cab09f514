// npm run build, first step: the browser build of every language (docs/decisions/009-languages.md), in one process so
// Vite starts once. The default language first (it empties dist/), then each other one (SITE_LANG=<lang>) into the same
// dist/: its hashed assets beside the default's, its template and manifest under dist/.vite/ (vite.config.ts).
// scripts/prerender.mjs then renders the pages of each.
import { build } from 'vite';
import { DEFAULT_LANG, LANGS } from './lib/languages.mjs';

const started = performance.now();
for (const lang of LANGS) {
  if (lang === DEFAULT_LANG) delete process.env.SITE_LANG;
  else process.env.SITE_LANG = lang;
  await build({
    mode: 'production',
    logLevel: process.env.BUILD_VERBOSE ? 'info' : 'warn',
    ...(lang === DEFAULT_LANG && { build: { manifest: true } }),
  });
}
delete process.env.SITE_LANG;
console.log(`built the sites of ${LANGS.join(', ')} into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
