// npm run build, after scripts/build-site.mjs: pre-renders every public route of each language into
// dist/<path>/index.html (the default language, at the specification's paths) and dist/<lang>/<path>/index.html (each
// other language), so the page
// (its text, title, meta and styles) arrives in the first response and shows before any JavaScript runs. The browser
// app takes over once its route is loaded (src/main.tsx). dist/shell.html and dist/shell-<lang>.html keep each language's
// empty page for the other paths (/admin, /login, unknown paths), which server/platform/static.ts serves as the SPA fallback.
//
// Renders src/entry-prerender.tsx from a server-side Vite build per language (SITE_LANG=<lang> swaps in that
// language's modules, as in the browser build), signed out and from the built-in content of content/. PUBLIC_URL (when set at
// build time) makes og:image and the hreflang alternates absolute.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSuffix, DEFAULT_LANG, LANGS as LANG_LIST } from './lib/languages.mjs';
import { documentMaker, escapeHtml, templateCss } from './lib/pageDocument.mjs';

process.env.NODE_ENV = 'production';
const dist = resolve(process.argv[2] ?? 'dist');
// Inside dist/, so the server can render with the same bundle the pages that cannot be fixed at build time (server/platform/pages.ts):
// a form sent back with its errors, a ticket, a filtered list. Its packages resolve from the project's node_modules.
const ssrRoot = join(dist, 'ssr');
rmSync(ssrRoot, { recursive: true, force: true });

/** Each language's build: where scripts/build-site.mjs left its manifest and page template, and its shell's name. */
const LANGS = Object.fromEntries(
  LANG_LIST.map((lang) => [
    lang,
    {
      manifest: `.vite/manifest${buildSuffix(lang)}.json`,
      template: lang === DEFAULT_LANG ? 'index.html' : `.vite/index${buildSuffix(lang)}.html`,
      shell: `shell${buildSuffix(lang)}.html`,
    },
  ]),
);

// The server-side build uses the app's own plugins (so routes and class names match the browser build), without its
// browser build options or test projects.
const { build, loadConfigFromFile } = await import('vite');
const env = { command: 'build', mode: 'production', isSsrBuild: true, isPreview: false };
/** The server-side bundle of one language: render(), prerenderPaths(), language. */
async function ssrConfig(lang) {
  // vite.config.ts reads SITE_LANG when it is loaded: another language's bundle gets the module swap.
  if (lang === DEFAULT_LANG) delete process.env.SITE_LANG;
  else process.env.SITE_LANG = lang;
  const { config } = await loadConfigFromFile(env, resolve('vite.config.ts'), undefined, 'silent');
  delete process.env.SITE_LANG;
  return config;
}
async function ssrBundle(lang, config) {
  const { build: _build, test: _test, server: _server, ...shared } = config;
  const outDir = join(ssrRoot, lang);
  await build({
    ...shared,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-prerender.tsx',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'entry-prerender.mjs' } },
    },
  });
  return import(pathToFileURL(join(outDir, 'entry-prerender.mjs')).href);
}

const publicUrl = process.env.PUBLIC_URL?.replace(/\/+$/, '');
const readCss = (href) => {
  const css = readFileSync(join(dist, href), 'utf8');
  // Inline, a relative url() would resolve against the page instead of /assets/.
  if (/<\/style|url\((?!["']?(data:|\/))/i.test(css)) throw new Error(`${href} cannot be inlined`);
  return css.trim();
};
const NOSCRIPT = /(<noscript><p[^>]*>)[^<]*(<\/p><\/noscript>)/;
/** The whole note, with the line it stands on. */

/** A page's address in a language: its app path behind the language's prefix (`/<lang>` for that language's home). */
const addressIn = (prefix, path) => (prefix ? (path === '/' ? prefix : prefix + path) : path);

/** The JS and CSS files a chunk needs before it runs (its static imports, transitively), CSS of imports first. */
function chunkFiles(manifest, key, files = { js: new Set(), css: new Set() }, seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  if (!chunk.isEntry) files.js.add(`/${chunk.file}`);
  for (const dep of chunk.imports ?? []) chunkFiles(manifest, dep, files, seen);
  for (const file of chunk.css ?? []) files.css.add(`/${file}`);
  return files;
}

const APP = 'src/app.tsx';
const bundles = {};
for (const lang of Object.keys(LANGS)) {
  const manifestPath = join(dist, LANGS[lang].manifest);
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run scripts/build-site.mjs first`);
}
// The configurations one after the other (each reads SITE_LANG as it loads), the builds at once: while one waits on
// the bundler's threads, the other's plugins run.
const configs = {};
for (const lang of Object.keys(LANGS)) configs[lang] = await ssrConfig(lang);
await Promise.all(
  Object.keys(LANGS).map(async (lang) => {
    bundles[lang] = await ssrBundle(lang, configs[lang]);
  }),
);
const pathsOf = Object.fromEntries(await Promise.all(Object.entries(bundles).map(async ([lang, b]) => [lang, await b.prerenderPaths()])));

/**
 * The hreflang links of a public page: each language that has the page, and x-default (English, the language of the
 * specification's paths). Absolute with PUBLIC_URL, as search engines prefer; root-relative otherwise.
 */
function alternates(path) {
  if (!pathsOf[DEFAULT_LANG].includes(path)) return [];
  const langs = Object.keys(LANGS).filter((lang) => pathsOf[lang].includes(path));
  if (langs.length < 2) return [];
  const href = (lang) => escapeHtml((publicUrl ?? '') + addressIn(bundles[lang].language.prefix, path));
  return [
    ...langs.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${href(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LANG)}" />`,
  ];
}

const written = [];
for (const [lang, bundle] of Object.entries(bundles)) {
  const { render, language } = bundle;
  const manifest = JSON.parse(readFileSync(join(dist, LANGS[lang].manifest), 'utf8'));
  const templatePath = join(dist, LANGS[lang].template);
  let template = readFileSync(templatePath, 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error(`${templatePath} has no empty <div id="root"></div>`);
  if (!template.includes(`<html lang="${language.lang}">`)) throw new Error(`${templatePath} is not the ${lang} build's page`);
  if (!manifest[APP]) throw new Error(`manifest has no ${APP} (src/main.tsx loads it)`);
  // The template comes from index.html, in English: the language's own site name, description and no-JavaScript note
  // (the shell of the pages that are not pre-rendered, such as a ticket or a cancel link, shows them until the app runs).
  const siteName = language.siteName;
  template = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(siteName)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(language.description)}" />`,
    )
    .replace(NOSCRIPT, (_, open, close) => `${open}${escapeHtml(language.noscript.shell)}${close}`);

  /** routeId → the manifest key of its split component chunk: `/_site/blog_/$postId` ← `src/routes/_site/blog_.$postId.tsx`. */
  const routeChunks = new Map();
  for (const key of Object.keys(manifest)) {
    const m = /^src\/routes\/(.+)\.tsx\?tsr-split=.*component/.exec(key);
    if (!m) continue;
    const id = `/${m[1].replaceAll('.', '/')}`.replace(/\/index$/, '/');
    routeChunks.set(id === '/__root' ? '__root__' : id, key);
  }
  /** The entry's own stylesheets, in the template's order. */
  const entryCss = templateCss(template);
  // The page kit: the template, and the stylesheets of the app and of each route (each chunk's CSS with its imports'
  // first). Kept beside the server-side bundle, so the server makes its pages exactly as these are made.
  const routeCss = {};
  for (const [id, key] of routeChunks) routeCss[id] = [...chunkFiles(manifest, key).css];
  const kit = {
    template,
    entryCss,
    appCss: [...chunkFiles(manifest, APP).css],
    routeCss,
    siteName,
    publicUrl,
  };
  writeFileSync(join(ssrRoot, lang, 'kit.json'), JSON.stringify(kit));
  const page = documentMaker(kit, readCss);

  for (const path of pathsOf[lang]) {
    const address = addressIn(language.prefix, path);
    const rendered = await render(address);
    if (rendered.pathname !== path) throw new Error(`pre-render of ${address} ended on ${rendered.pathname}`);
    const leaf = rendered.routeIds.at(-1);
    if (!routeChunks.has(leaf)) throw new Error(`pre-render of ${address}: no chunk found for route ${leaf}`);
    if (!/<h1[\s>]/.test(rendered.html) || !rendered.meta) throw new Error(`pre-render of ${address} has no <h1> or no page meta`);
    if (/<script/i.test(rendered.html)) throw new Error(`pre-render of ${address} has an inline script (the CSP forbids it)`);
    const file = address === '/' ? join(dist, 'index.html') : join(dist, address.slice(1), 'index.html');
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, page(rendered, address, { links: alternates(path), noscript: language.noscript.page(path) }));
    written.push(address);
  }
  // The shell starts the app at once: its modules and styles load in parallel with the entry.
  const app = chunkFiles(manifest, APP);
  const shellHead = [
    ...[...app.css].filter((href) => !entryCss.includes(href)).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...[...app.js]
      .filter((href) => !template.includes(`href="${href}"`))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  writeFileSync(
    join(dist, LANGS[lang].shell),
    template.replace(/\n?\s*<\/head>/, () => `\n    ${shellHead.join('\n    ')}\n  </head>`),
  );
}
rmSync(join(dist, '.vite'), { recursive: true, force: true });
console.log(`pre-rendered ${written.length} pages into ${dist}/ (${written.join(', ')})`);
