// Serves the built SPA from memory: hashed assets cached forever, pre-compressed br/gzip. A public page has its own
// pre-rendered HTML (dist/about/index.html for /about, dist/index.html for /, dist/<lang>/about/index.html for another
// language's /<lang>/about: scripts/prerender.mjs; the sign-in pages too); any other app path (/admin, /account, unknown
// paths) gets the empty shell of the visitor's language (dist/shell.html or dist/shell-<lang>.html, or index.html
// before pre-rendering).
//
// The language (docs/decisions/009-languages.md): the `lang` cookie the switcher sets decides what `/`, the sign-in
// pages and the shell answer, so they vary by Cookie. Nothing is decided by Accept-Language, which says what a browser
// was set up with, not what the visitor chose.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import {
  buildSuffix,
  cookieLang,
  isLangSwitchPath,
  isStaffPath,
  LANG_PREFIX,
  type Lang,
  PREFIXED_LANGS,
  STAFF_LANG,
  splitLangPath,
} from '../../contract/languages';
import { ACCOUNT_PAGES, isServerPage, LIVE_PAGES, MEMBER_PAGES } from '../../contract/pages';
import { headerValue, memoized, type RequestHeaders } from './http';

type Entry = {
  /**
   * The file as it is, kept only when it has no gzip copy of the same length: nearly every client takes a compressed
   * one, so a text file's plain bytes are unpacked from its gzip copy when an answer without compression is made (plain).
   */
  body?: Uint8Array;
  br?: Uint8Array;
  gz?: Uint8Array;
  type: string;
  immutable: boolean;
  etag: string;
  /** Its answers, made on first use (see reply). */
  replies: Map<string, StaticReply>;
  /** Whether the answer for its address depends on the language cookie (the English home page, the shells). */
  byCookie?: boolean;
  /** Starts making its brotli copy, on the first request that could take it (see loadStaticSite). */
  brotliLater?: () => void;
};
/** A finished answer, made once per kind of request and then only looked up. */
export type StaticReply = { status: 200 | 302 | 304 | 404; headers: Readonly<Record<string, string>>; body: Uint8Array | string | null };
export type StaticSite = {
  /** The answer for a GET or HEAD of `rawPath` (still percent-encoded), from the files kept in memory. */
  reply(method: string, rawPath: string, headers: RequestHeaders): StaticReply;
  serve(c: Context): Response;
  files: number;
  /** When the site was built (its index.html was written). */
  builtAt: Date;
  /** The built site's directory (the server renders the pages the build could not make from dist/ssr/ in it). */
  dir: string;
  /** Whether the build made a page for this address (`/<lang>/blog/x` → dist/<lang>/blog/x/index.html). */
  hasPage(path: string): boolean;
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};

/** A pre-rendered page's hreflang link written root-relative (a build without PUBLIC_URL). */
const RELATIVE_HREFLANG = /(<link rel="alternate" hreflang="[^"]+" href=")\/(?!\/)/g;
const brotli = promisify(brotliCompress);

/**
 * `publicUrl`: the site's address, which makes the pre-rendered pages' hreflang links absolute where the build left
 * them root-relative (search engines take only absolute ones).
 */
export async function loadStaticSite(dir: string, options: { publicUrl?: string } = {}): Promise<StaticSite | undefined> {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) return undefined;
  const files = new Map<string, Entry>();
  const all = (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  // ssr/ holds the server's own render bundle (server/platform/pages.ts): never a file the site serves.
  const names = new Set(
    all.map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/')).filter((name) => !name.startsWith('ssr/')),
  );
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const body = new Uint8Array(await readFile(join(root, name)));
    const entry: Entry = {
      body,
      type: TYPES[extname(name)] ?? 'application/octet-stream',
      immutable: name.startsWith('assets/'),
      etag: `"${body.length.toString(36)}-${simpleHash(body)}"`,
      replies: new Map(),
    };
    files.set(`/${name}`, entry);
    const withAddress = options.publicUrl && name.endsWith('.html') ? withAbsoluteHreflang(body, options.publicUrl) : undefined;
    if (withAddress) {
      // The build's compressed copies are of the old text: gzip at once (about 1 ms a page), brotli at its best
      // setting (about 80 ms a page, some six seconds of CPU for every page of every language) on the thread pool, and
      // only for a page someone asks for, so a start does not pay for pages nobody reads; the page goes out as gzip
      // until its brotli copy is ready.
      entry.body = withAddress;
      entry.etag = `"${withAddress.length.toString(36)}-${simpleHash(withAddress)}"`;
      entry.gz = new Uint8Array(gzipSync(withAddress, { level: 9 }));
      entry.brotliLater = () => {
        entry.brotliLater = undefined;
        void brotli(plain(entry), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((br) => {
          entry.br = new Uint8Array(br);
          entry.replies.clear();
        });
      };
      continue;
    }
    if (names.has(`${name}.br`)) entry.br = new Uint8Array(await readFile(join(root, `${name}.br`)));
    if (names.has(`${name}.gz`)) entry.gz = new Uint8Array(await readFile(join(root, `${name}.gz`)));
  }
  // The gzip copy stands in for the plain bytes only when it holds as many (its last four bytes, little-endian, say
  // how many it unpacks to): a copy left from an earlier build keeps its file's own bytes in memory instead.
  for (const entry of files.values()) if (entry.gz && entry.body && unpackedSize(entry.gz) === entry.body.length) entry.body = undefined;
  const home = files.get('/index.html')!;
  /** Whether the build kept the server's render bundle (server/platform/pages.ts), so the server can make pages the build did not. */
  const rendersPages = existsSync(join(root, 'ssr'));
  const shell = files.get('/shell.html') ?? home;
  home.byCookie = true;
  shell.byCookie = true;
  /** Each prefixed language the build made: its shell, its home's address and the redirects a visitor who chose it gets. */
  const langSites = new Map<Lang, { shell: Entry; toHome: StaticReply; toSignIn: Map<string, StaticReply>; hasHome: boolean }>();
  for (const lang of PREFIXED_LANGS) {
    const langShell = files.get(`/shell${buildSuffix(lang)}.html`);
    if (!langShell) continue;
    langShell.byCookie = true;
    const prefix = LANG_PREFIX[lang];
    // The sign-in pages, pre-rendered in every language: the default language's address answers a visitor who chose
    // another language with that language's page, as the home page does.
    const toSignIn = new Map<string, StaticReply>();
    for (const page of ACCOUNT_PAGES) {
      const byDefault = files.get(`${page}/index.html`);
      if (!byDefault || !files.has(`${prefix}${page}/index.html`)) continue;
      byDefault.byCookie = true;
      toSignIn.set(page, toLangPage(`${prefix}${page}`));
    }
    langSites.set(lang, { shell: langShell, toHome: toLangPage(prefix), toSignIn, hasHome: files.has(`${prefix}/index.html`) });
  }

  const reply: StaticSite['reply'] = (method, rawPath, requestHeaders) => {
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return notFound;
    }
    // The switcher's address is a route of its own (server/platform/langRoutes.ts), never a page or the shell.
    if (isLangSwitchPath(path)) return notFound;
    // The server's own pages (server/pageForms.ts) are answered by their routes, never by a file or the shell; so are
    // the pages rendered afresh for every request, and a post added since the build (the build made a page for the others).
    // A site built without the server's render bundle (or a test's stand-in) answers them as it did before.
    const [pathLang, appPath] = splitLangPath(path);
    const chosenLang = cookieLang(headerValue(requestHeaders, 'cookie'));
    /** The prefixed language the visitor chose, when the build made it. */
    const chosen = chosenLang === undefined ? undefined : langSites.get(chosenLang);
    // The remembered choice: the home page's address answers with the chosen language's home (before the live pages:
    // the home is one of them).
    if (chosen?.hasHome && path === '/') return chosen.toHome;
    if (
      isServerPage(appPath) ||
      (rendersPages &&
        (LIVE_PAGES.includes(appPath.replace(/(.)\/+$/, '$1')) ||
          (POST_PAGE.test(appPath) && !files.has(`${path.replace(/\/+$/, '')}/index.html`))))
    )
      return notFound;
    const toSignIn = chosen?.toSignIn.get(path);
    if (toSignIn) return toSignIn;
    let entry = files.get(path);
    if (!entry) {
      // A missing hashed asset is a real 404 (a stale page must not get HTML for its script).
      if (path.startsWith('/assets/') || extname(path) !== '') return notFound;
      entry = files.get(`${path.replace(/\/+$/, '')}/index.html`);
      const pathSite = langSites.get(pathLang);
      if (!entry && pathSite) {
        // A prefixed address without a page of its own: a post added since the build gets that language's app, which
        // loads it; any other is unknown, and goes to that language's home (as an unknown default path goes to /).
        if (!APP_PATH_WITHOUT_PAGE.test(appPath)) return pathSite.toHome;
        entry = pathSite.shell;
      }
      // The staff area in the staff's language nearest the visitor's choice; the sign-in pages and unknown paths: the
      // app in the visitor's language.
      if (!entry && chosenLang !== undefined && isStaffPath(path)) entry = langSites.get(STAFF_LANG[chosenLang])?.shell ?? shell;
      entry ??= chosen?.shell ?? shell;
    }
    // The few answers a file has (304; 200 as brotli, gzip or plain; for GET or HEAD) are made once and kept.
    const accept = headerValue(requestHeaders, 'accept-encoding') ?? '';
    if (entry.brotliLater && /\bbr\b/.test(accept)) entry.brotliLater();
    const encoding =
      headerValue(requestHeaders, 'if-none-match') === entry.etag
        ? '304'
        : entry.br && /\bbr\b/.test(accept)
          ? 'br'
          : entry.gz && /\bgzip\b/.test(accept)
            ? 'gzip'
            : '';
    const variant = `${method === 'HEAD' ? 'HEAD' : 'GET'} ${encoding}`;
    const kept = entry;
    return memoized(kept.replies, variant, () => answer(kept, method, encoding));
  };

  return {
    files: files.size,
    dir: root,
    hasPage: (path) => files.has(`${path.replace(/\/+$/, '')}/index.html`) || (path === '/' && files.has('/index.html')),
    builtAt: (await stat(join(root, 'index.html'))).mtime,
    reply,
    serve(c) {
      const r = reply(c.req.method, c.req.path, c.req.header());
      if (r.status === 404) return c.text('Not found', 404);
      return new Response(r.body as Uint8Array<ArrayBuffer> | null, { status: r.status, headers: r.headers });
    },
  };
}

/** A blog post's reader page. */
const POST_PAGE = /^\/blog\/[^/]+\/?$/;

/**
 * The app paths a prefixed language's app has a page for without a pre-rendered file: a blog post added since the
 * build, and a member's own page and a cancel link's, and a certificate's check (never pre-rendered: each code is its
 * own page).
 */
const APP_PATH_WITHOUT_PAGE = new RegExp(`^(/(blog|verify)/[^/]+|${MEMBER_PAGES.join('|')})/?$`);

/**
 * To a prefixed language's page: its home for `/` when the visitor chose it and for an unknown address under its
 * prefix, its sign-in pages for the default language's addresses. Never kept by a cache (the same address answers the English page once the visitor
 * chooses English), and varies by the cookie.
 */
const toLangPage = (location: string): StaticReply => ({
  status: 302,
  headers: { Location: location, 'Cache-Control': 'no-store', Vary: 'Cookie', 'Content-Length': '0' },
  body: null,
});

function answer(entry: Entry, method: string, encoding: '304' | 'br' | 'gzip' | ''): StaticReply {
  const headers: Record<string, string> = {
    'Content-Type': entry.type,
    'Cache-Control': entry.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: entry.etag,
    Vary: entry.byCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
  };
  if (encoding === '304') return { status: 304, headers, body: null };
  const body = encoding === 'br' && entry.br ? entry.br : encoding === 'gzip' && entry.gz ? entry.gz : plain(entry);
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  return { status: 200, headers, body: method === 'HEAD' ? null : body };
}

/** The file's plain bytes (see Entry.body), unpacked for each answer made without compression, which keeps them. */
const plain = (entry: Entry): Uint8Array => entry.body ?? new Uint8Array(gunzipSync(entry.gz!));
/** How many bytes a gzip file unpacks to (modulo 4 GiB): its trailer's ISIZE. */
const unpackedSize = (gz: Uint8Array) =>
  gz.length < 4 ? -1 : Buffer.from(gz.buffer, gz.byteOffset, gz.byteLength).readUInt32LE(gz.length - 4);

const notFound: StaticReply = { status: 404, headers: { 'Content-Type': 'text/plain; charset=UTF-8' }, body: 'Not found' };

/** The page with its root-relative hreflang links made absolute, or undefined when it has none. */
function withAbsoluteHreflang(body: Uint8Array, publicUrl: string): Uint8Array | undefined {
  const html = Buffer.from(body).toString('utf8');
  const absolute = html.replace(RELATIVE_HREFLANG, (_, link: string) => `${link}${publicUrl.replace(/\/+$/, '')}/`);
  return absolute === html ? undefined : new Uint8Array(Buffer.from(absolute));
}

/** Over every byte: pre-rendered pages of one length differ only in a few characters (an asset hash, a date). */
function simpleHash(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('base64url').slice(0, 16);
}
