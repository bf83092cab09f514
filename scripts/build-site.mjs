// npm run build, first step: the browser builds of both languages (docs/decisions/009-languages.md), in one process so
// Vite starts once. English first (it empties dist/), then Amharic (SITE_LANG=am) into the same dist/: its hashed
// assets beside the English ones, its template and manifest under dist/.vite/ (vite.config.ts). scripts/prerender.mjs
// then renders the pages of both.
import { build } from 'vite';

const started = performance.now();
for (const lang of ['en', 'am']) {
  if (lang === 'am') process.env.SITE_LANG = 'am';
  else delete process.env.SITE_LANG;
  await build({
    mode: 'production',
    logLevel: process.env.BUILD_VERBOSE ? 'info' : 'warn',
    ...(lang === 'en' && { build: { manifest: true } }),
  });
}
delete process.env.SITE_LANG;
console.log(`built the English and Amharic sites into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
