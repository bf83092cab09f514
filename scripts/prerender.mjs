// npm run build, after `vite build --manifest`: pre-renders every public route into dist/<path>/index.html, so the
// page (its text, title, meta and styles) arrives in the first response and shows before any JavaScript runs.
// The browser app takes over once its route is loaded (src/main.tsx). dist/shell.html keeps the empty page for the
// other paths (/admin, /login, unknown paths), which server/static.ts serves as the SPA fallback.
//
// Renders src/entry-prerender.tsx from a server-side Vite build, signed out and from the
// built-in content of content/. PUBLIC_URL (when set at build time) makes og:image absolute.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';
const dist = resolve(process.argv[2] ?? 'dist');
// Inside the project, so the bundle finds its packages in node_modules; one directory per run, so two builds at once
// (two checkouts sharing node_modules) do not overwrite each other's bundle.
const ssrOut = resolve(`node_modules/.cache/prerender-${process.pid}`);
process.on('exit', () => rmSync(ssrOut, { recursive: true, force: true }));
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`vite build --manifest\` first`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const shellPath = join(dist, 'shell.html');
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');

// The server-side build uses the app's own plugins (so routes and class names match the browser build), without its
// browser build options or test projects.
const { build, loadConfigFromFile } = await import('vite');
const env = { command: 'build', mode: 'production', isSsrBuild: true, isPreview: false };
const { config } = await loadConfigFromFile(env, resolve('vite.config.ts'), undefined, 'silent');
const { build: _build, test: _test, server: _server, ...shared } = config;
await build({
  ...shared,
  configFile: false,
  mode: 'production',
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'entry-prerender.mjs' } },
  },
});
const { render, prerenderPaths } = await import(pathToFileURL(join(ssrOut, 'entry-prerender.mjs')).href);

/** routeId → the manifest key of its split component chunk: `/_site/blog_/$postId` ← `src/routes/_site/blog_.$postId.tsx`. */
const routeChunks = new Map();
for (const key of Object.keys(manifest)) {
  const m = /^src\/routes\/(.+)\.tsx\?tsr-split=.*component/.exec(key);
  if (!m) continue;
  const id = `/${m[1].replaceAll('.', '/')}`.replace(/\/index$/, '/');
  routeChunks.set(id === '/__root' ? '__root__' : id, key);
}

/** The JS and CSS files a chunk needs before it runs (its static imports, transitively), CSS of imports first. */
function chunkFiles(key, files = { js: new Set(), css: new Set() }, seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  if (!chunk.isEntry) files.js.add(`/${chunk.file}`);
  for (const dep of chunk.imports ?? []) chunkFiles(dep, files, seen);
  for (const file of chunk.css ?? []) files.css.add(`/${file}`);
  return files;
}

const APP = 'src/app.tsx';
if (!manifest[APP]) throw new Error(`manifest has no ${APP} (src/main.tsx loads it)`);
const linkTag = (rel) => new RegExp(`\\s*<link rel="${rel}" crossorigin href="([^"]+)">`, 'g');
/** The entry's own stylesheets, in the template's order. */
const entryCss = [...template.matchAll(linkTag('stylesheet'))].map((m) => m[1]);
const readCss = (href) => {
  const css = readFileSync(join(dist, href), 'utf8');
  // Inline, a relative url() would resolve against the page instead of /assets/.
  if (/<\/style|url\((?!["']?(data:|\/))/i.test(css)) throw new Error(`${href} cannot be inlined`);
  return css.trim();
};

const escapeHtml = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const publicUrl = process.env.PUBLIC_URL?.replace(/\/+$/, '');
const siteName = /<title>([^<]*)<\/title>/.exec(template)?.[1] ?? '';

/**
 * A pre-rendered page: its styles inline (entry, app, then the matched routes' chunks, in the order the app loads
 * them), so the first response is all the first paint needs; no module preloads, since src/main.tsx fetches the app
 * only after that paint.
 */
function page(rendered) {
  const { html, meta, routeIds } = rendered;
  const files = chunkFiles(APP);
  for (const id of routeIds) {
    const key = routeChunks.get(id);
    if (key) chunkFiles(key, files);
  }
  const inlined = [...new Set([...entryCss, ...files.css])];
  const head = [
    `<style>${inlined.map(readCss).join('\n')}</style>`,
    // Disabled links are never fetched; they tell Vite's chunk loader these styles are already on the page, so it does
    // not load them again (a new stylesheet makes the browser restyle the whole page, a long task for nothing).
    ...inlined.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`),
  ];
  // The template's module preloads stay: they are the entry's own small imports (vite.config.ts, group "boot"), fetched
  // beside the entry instead of after it. The app's chunks get none: src/main.tsx fetches them after the first screen.
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
  return out
    .replace('This site needs JavaScript.', 'Forms on this site need JavaScript.')
    .replace(/\n?\s*<\/head>/, () => `\n    ${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${escapeHtml(rendered.pathname)}">${html}</div>`);
}

const written = [];
for (const path of await prerenderPaths()) {
  const rendered = await render(path);
  if (rendered.pathname !== path) throw new Error(`pre-render of ${path} ended on ${rendered.pathname}`);
  const leaf = rendered.routeIds.at(-1);
  if (!routeChunks.has(leaf)) throw new Error(`pre-render of ${path}: no chunk found for route ${leaf}`);
  if (!/<h1[\s>]/.test(rendered.html) || !rendered.meta) throw new Error(`pre-render of ${path} has no <h1> or no page meta`);
  if (/<script/i.test(rendered.html)) throw new Error(`pre-render of ${path} has an inline script (the CSP forbids it)`);
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, page(rendered));
  written.push(path);
}
// The shell starts the app at once: its modules and styles load in parallel with the entry.
const app = chunkFiles(APP);
const shellHead = [
  ...[...app.css].filter((href) => !entryCss.includes(href)).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  ...[...app.js]
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
];
writeFileSync(
  shellPath,
  template.replace(/\n?\s*<\/head>/, () => `\n    ${shellHead.join('\n    ')}\n  </head>`),
);
rmSync(join(dist, '.vite'), { recursive: true, force: true });
console.log(`pre-rendered ${written.length} pages into ${dist}/ (${written.join(', ')})`);
