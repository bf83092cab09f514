// npm run build, after scripts/build-site.mjs: pre-renders every public route of each language into
// dist/<path>/index.html (English, at the specification's paths) and dist/am/<path>/index.html (Amharic), so the page
// (its text, title, meta and styles) arrives in the first response and shows before any JavaScript runs. The browser
// app takes over once its route is loaded (src/main.tsx). dist/shell.html and dist/shell-am.html keep each language's
// empty page for the other paths (/admin, /login, unknown paths), which server/static.ts serves as the SPA fallback.
//
// Renders src/entry-prerender.tsx from a server-side Vite build per language (SITE_LANG=am swaps in the Amharic
// modules, as in the browser build), signed out and from the built-in content of content/. PUBLIC_URL (when set at
// build time) makes og:image and the hreflang alternates absolute.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';
const dist = resolve(process.argv[2] ?? 'dist');
// Inside the project, so the bundle finds its packages in node_modules; one directory per run, so two builds at once
// (two checkouts sharing node_modules) do not overwrite each other's bundle.
const ssrRoot = resolve(`node_modules/.cache/prerender-${process.pid}`);
process.on('exit', () => rmSync(ssrRoot, { recursive: true, force: true }));

/** Each language's build: where scripts/build-site.mjs left its manifest and page template, and its shell's name. */
const LANGS = {
  en: { manifest: '.vite/manifest.json', template: 'index.html', shell: 'shell.html' },
  am: { manifest: '.vite/manifest-am.json', template: '.vite/index-am.html', shell: 'shell-am.html' },
};

// The server-side build uses the app's own plugins (so routes and class names match the browser build), without its
// browser build options or test projects.
const { build, loadConfigFromFile } = await import('vite');
const env = { command: 'build', mode: 'production', isSsrBuild: true, isPreview: false };
/** The server-side bundle of one language: render(), prerenderPaths(), language. */
async function ssrConfig(lang) {
  // vite.config.ts reads SITE_LANG when it is loaded: the Amharic bundle gets the module swap.
  if (lang === 'am') process.env.SITE_LANG = 'am';
  else delete process.env.SITE_LANG;
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

const linkTag = (rel) => new RegExp(`\\s*<link rel="${rel}" crossorigin href="([^"]+)">`, 'g');
const escapeHtml = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const publicUrl = process.env.PUBLIC_URL?.replace(/\/+$/, '');
const readCss = (href) => {
  const css = readFileSync(join(dist, href), 'utf8');
  // Inline, a relative url() would resolve against the page instead of /assets/.
  if (/<\/style|url\((?!["']?(data:|\/))/i.test(css)) throw new Error(`${href} cannot be inlined`);
  return css.trim();
};
const NOSCRIPT = /(<noscript><p[^>]*>)[^<]*(<\/p><\/noscript>)/;
/** The whole note, with the line it stands on. */
const NOSCRIPT_ELEMENT = /\n?[ \t]*<noscript>.*?<\/noscript>/s;

/** A page's address in a language: its app path behind the language's prefix (`/am` for the Amharic home). */
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
  if (!pathsOf.en.includes(path)) return [];
  const langs = Object.keys(LANGS).filter((lang) => pathsOf[lang].includes(path));
  if (langs.length < 2) return [];
  const href = (lang) => escapeHtml((publicUrl ?? '') + addressIn(bundles[lang].language.prefix, path));
  return [
    ...langs.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${href(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}" />`,
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
  const entryCss = [...template.matchAll(linkTag('stylesheet'))].map((m) => m[1]);

  /**
   * A pre-rendered page: its styles inline (entry, app, then the matched routes' chunks, in the order the app loads
   * them), so the first response is all the first paint needs; module preloads only for the entry's own small
   * imports, since src/main.tsx fetches the app only after that paint.
   */
  const page = (rendered, path, address, links) => {
    const { html, meta, routeIds } = rendered;
    const files = chunkFiles(manifest, APP);
    for (const id of routeIds) {
      const key = routeChunks.get(id);
      if (key) chunkFiles(manifest, key, files);
    }
    const inlined = [...new Set([...entryCss, ...files.css])];
    const css = inlined.map(readCss).join('\n');
    // The fonts the styles name (the Ethiopic faces on Amharic pages; none on English ones) are fetched with the page
    // instead of once the first layout finds text that needs them: text painted in a fallback face and painted again
    // in the web font a moment later would make that later paint the page's largest one.
    const fonts = [...new Set([...css.matchAll(/url\((\/[^)'"]+\.woff2)\)/g)].map((m) => m[1]))];
    const head = [
      ...links,
      ...fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`),
      `<style>${css}</style>`,
      // Disabled links are never fetched; they tell Vite's chunk loader these styles are already on the page, so it
      // does not load them again (a new stylesheet makes the browser restyle the whole page, a long task for nothing).
      ...inlined.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`),
    ];
    // The template's module preloads stay: they are the entry's own small imports (vite.config.ts, group "boot"),
    // fetched beside the entry instead of after it. The app's chunks get none: src/main.tsx fetches them after the
    // first screen.
    let out = template.replace(linkTag('stylesheet'), '');
    if (meta) {
      const title = meta.title === siteName ? meta.title : `${meta.title} | ${siteName}`;
      const description = escapeHtml(meta.description);
      out = out
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${description}" />`);
      head.unshift(
        `<meta property="og:title" content="${escapeHtml(title)}" />`,
        `<meta property="og:description" content="${description}" />`,
        `<meta property="og:type" content="website" />`,
        ...(publicUrl && meta.image ? [`<meta property="og:image" content="${escapeHtml(publicUrl + meta.image)}" />`] : []),
      );
    }
    // A public page works without JavaScript and says nothing about it; a page that needs it says so.
    const noscript = language.noscript.page(path);
    out = noscript
      ? out.replace(NOSCRIPT, (_, open, close) => `${open}${escapeHtml(noscript)}${close}`)
      : out.replace(NOSCRIPT_ELEMENT, '');
    return out
      .replace(/\n?\s*<\/head>/, () => `\n    ${head.join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${escapeHtml(address)}">${html}</div>`);
  };

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
    writeFileSync(file, page(rendered, path, address, alternates(path)));
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
