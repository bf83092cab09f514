// The pages the build cannot make ahead: a form sent without JavaScript and answered with its errors and what was typed,
// a result page (a ticket, a waiting-list place), a list filtered by its query. They are rendered by the very bundle
// and page kit the build-time pre-render used (scripts/prerender.mjs keeps both in dist/ssr/<lang>/), so the page is the
// one the app adopts; its loaders read the server's own routes in process, as the visitor's request would.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { DEFAULT_LANG, LANGS, type Lang, pathIn, splitLangPath } from '../../contract/languages';
import type { PageState } from '../../contract/pageState';
import { PUBLIC_PAGES } from '../../contract/pages';
import { documentMaker, escapeHtml } from '../../scripts/lib/pageDocument.mjs';
import type { AppEnv } from './deps';

type Rendered = { html: string; meta: { status?: number } | null; routeIds: string[]; pathname: string };
type Bundle = {
  render(
    path: string,
    options: { state?: PageState | null; fetch?: (input: string | URL | Request, init?: RequestInit) => Promise<Response> },
  ): Promise<Rendered>;
};
type Language = { bundle: Bundle; page: ReturnType<typeof documentMaker> };

/** Answers a request the way the app itself does, given the request's own bindings (the client's address). */
export type InProcessFetch = (request: Request, env: unknown) => Promise<Response>;

export type PageRenderer = {
  /** Whether the build kept the server bundle of the address's language (a test's stand-in site has none). */
  renders(address: string): boolean;
  /**
   * The whole document of the page at `address` (path and query, with its language's prefix), or undefined when the
   * build kept no server bundle (a server run from the sources without a build).
   */
  render(c: Context<AppEnv>, address: string, state?: PageState | null): Promise<{ html: string; status?: number } | undefined>;
};

/** The request headers a page's own API reads carry over from the visitor's request. */
const PASSED_ON = ['x-forwarded-for', 'user-agent', 'cookie'];

export function createPageRenderer(dir: string, fetchApp: InProcessFetch): PageRenderer {
  const languages = new Map<Lang, Promise<Language | undefined>>();
  const load = (lang: Lang) => {
    let loading = languages.get(lang);
    if (!loading) {
      loading = (async () => {
        const root = join(dir, 'ssr', lang);
        const entry = join(root, 'entry-prerender.mjs');
        if (!existsSync(entry)) return undefined;
        const kit = JSON.parse(readFileSync(join(root, 'kit.json'), 'utf8'));
        const bundle = (await import(pathToFileURL(entry).href)) as Bundle;
        const page = documentMaker(kit, (href: string) => readFileSync(join(dir, href), 'utf8').trim());
        return { bundle, page };
      })();
      languages.set(lang, loading);
    }
    return loading;
  };
  const bundled = new Map<Lang, boolean>();
  // The bundle's router and clients are module state: one page is rendered at a time (each takes milliseconds).
  let queue: Promise<unknown> = Promise.resolve();

  return {
    renders(address) {
      const lang = splitLangPath(new URL(address, 'http://site.internal').pathname)[0];
      // Looked for once per language: the built site does not change under a running server, and a kept page is asked
      // for on every request of its address.
      let found = bundled.get(lang);
      if (found === undefined) {
        found = existsSync(join(dir, 'ssr', lang, 'entry-prerender.mjs'));
        bundled.set(lang, found);
      }
      return found;
    },
    async render(c, address, state = null) {
      const url = new URL(address, 'http://site.internal');
      const [lang, appPath] = splitLangPath(url.pathname);
      const language = await load(lang);
      if (!language) return undefined;
      const headers = new Headers({ Accept: 'application/json', 'Accept-Language': lang });
      for (const name of PASSED_ON) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      const fetch = (input: string | URL | Request, init?: RequestInit) => {
        const request = new Request(input, init);
        for (const [name, value] of headers) if (!request.headers.has(name)) request.headers.set(name, value);
        return fetchApp(request, c.env);
      };
      const run = queue.then(() => language.bundle.render(address, { state, fetch }));
      queue = run.catch(() => undefined);
      const rendered = await run;
      // A public page rendered afresh (the directory) has its hreflang pairs as the build's pages have them.
      const links = url.search === '' ? alternates(appPath, c.get('deps').config.publicUrl) : [];
      return { html: language.page(rendered, address, { state: state ?? undefined, links }), status: rendered.meta?.status };
    },
  };
}

/** The hreflang links of a public page, as the pre-render writes them (absolute, and x-default in English). */
function alternates(appPath: string, publicUrl: string): string[] {
  if (!(PUBLIC_PAGES as readonly string[]).includes(appPath)) return [];
  const href = (lang: Lang) => escapeHtml(publicUrl.replace(/\/+$/, '') + pathIn(lang, appPath));
  return [
    ...LANGS.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${href(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LANG)}" />`,
  ];
}
