// The kit of the forms that post without JavaScript: a form's values read from its post, a refusal turned back into
// the page with the visitor's values and the server's messages, the page rendered in the visitor's language, and the
// JSON API's own route answered in process (so the rules, records and mails are the app's).
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LANG_PREFIX, LANGS, type Lang } from '../../contract/languages';
import { JSON_BODY_LIMIT_BYTES } from '../../contract/limits';
import type { FormState, PageState } from '../../contract/pageState';
import type { AppEnv } from './deps';
import type { InProcessFetch, PageRenderer } from './pages';

/** A form's fields as the page names them: text fields as typed, checkboxes as booleans (present = ticked). */
export type FormFields = { text: readonly string[]; checkboxes?: readonly string[] };

/** The API's answer to a form: its status and body. */
type ApiAnswer = { status: number; body: { data?: unknown; error?: string; message?: string; fields?: Record<string, string> } | null };

/** What was typed, as the form's values: text fields as strings, checkboxes as booleans. */
export function formValues(body: Record<string, unknown>, fields: FormFields): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const name of fields.text) {
    const value = body[name];
    values[name] = typeof value === 'string' ? value : '';
  }
  for (const name of fields.checkboxes ?? []) values[name] = body[name] !== undefined && body[name] !== '';
  return values;
}

/** The state a refused form is sent back with: the values, the field messages, and the refusal when it names no field. */
export function refusedForm(values: FormState['values'], answer: ApiAnswer): FormState {
  const fields = answer.body?.fields;
  const message = answer.body?.message ?? answer.body?.error ?? '';
  return fields && Object.keys(fields).length > 0 ? { values, errors: fields } : { values, errors: {}, failure: message };
}

export type PageFormKit = {
  /** The API's answer to a request made in process with the visitor's address and the page's language. */
  callApi(
    c: Context<AppEnv>,
    lang: Lang,
    path: string,
    init: { json?: unknown; form?: FormData; method?: 'GET' | 'POST' },
  ): Promise<ApiAnswer>;
  /** The page at `address` again, with `state`, as the answer with `status`. */
  page(c: Context<AppEnv>, address: string, state: PageState | null, status: number): Promise<Response>;
  /**
   * The page asked for, rendered for its address; where the build kept no server bundle (a site built before it, a
   * test's stand-in site), the next route answers as it did before: the file, or the app's shell.
   */
  pageOrNext(c: Context<AppEnv>, next: () => Promise<void>): Promise<Response | undefined>;
  /**
   * A public list rendered for its address (the directory, a filtered list), kept like the API's public answers: the
   * same few seconds, cleared by every staff write, with an ETag for revalidation, so a busy page is rendered once.
   * `varyCookie`: the address answers another page for another language cookie (the home page).
   */
  listPage(c: Context<AppEnv>, next: () => Promise<void>, varyCookie?: boolean): Promise<Response | undefined>;
  /** 303 to a page of the language. */
  seeOther(c: Context<AppEnv>, address: string): Response;
};

/** The request headers the API reads from the visitor's request (the address behind a proxy, the browser). */
const PASSED_ON = ['x-forwarded-for', 'user-agent'];

export function pageFormKit(fetchApp: InProcessFetch, pages: PageRenderer): PageFormKit {
  return {
    async callApi(c, lang, path, { json, form, method = 'POST' }) {
      const headers = new Headers({ Accept: 'application/json', 'Accept-Language': lang });
      for (const name of PASSED_ON) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      const request = new Request(new URL(path, 'http://site.internal'), {
        method,
        headers,
        body: method === 'GET' ? undefined : (form ?? JSON.stringify(json)),
      });
      const response = await fetchApp(request, c.env);
      const body = (await response.json().catch(() => null)) as ApiAnswer['body'];
      return { status: response.status, body };
    },
    async page(c, address, state, status) {
      const page = await pages.render(c, address, state);
      // A page with what one person typed is kept nowhere; a list for a query is public, revalidated like the files.
      c.header('Cache-Control', state ? 'no-store' : 'no-cache');
      if (page === undefined) return c.text('This page needs the built site (npm run build).', 503);
      // A page that says its subject is not there (an unknown post) is a 404 whatever the caller expected.
      return c.html(page.html, (page.status ?? status) as 200);
    },
    async pageOrNext(c, next) {
      const page = await pages.render(c, askedFor(c), null);
      if (page === undefined) return void (await next());
      c.header('Cache-Control', 'no-cache');
      return c.html(page.html, (page.status ?? 200) as 200);
    },
    async listPage(c, next, varyCookie = false) {
      if (!pages.renders(c.req.path)) return void (await next());
      const address = askedFor(c);
      // The whole reply (headers and compressed body, per kind of request) is kept with the page: a kept page costs
      // a request what a kept JSON answer does.
      return c.get('deps').publicCache.document(
        c,
        `page:${address}`,
        'text/html; charset=utf-8',
        'no-cache',
        async () => {
          const page = await pages.render(c, address, null);
          if (!page) throw new Error(`no server bundle for ${address}`);
          return page.html;
        },
        varyCookie,
      );
    },
    seeOther(c, address) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(address, 303);
    },
  };
}

/** A page's address in a language: `/contact` → `/am/contact`. */
export const inLang = (lang: Lang, path: string) => `${LANG_PREFIX[lang]}${path}`;

/** One route per language for a page form: `/contact` and `/am/contact`. */
export function perLanguage(r: Hono<AppEnv>, path: string, handler: (c: Context<AppEnv>, lang: Lang) => Promise<Response>) {
  for (const lang of LANGS) r.post(inLang(lang, path), smallForm, (c) => handler(c, lang));
}

/** One GET route per language for a page only the server makes: `/ticket/:code` and `/am/ticket/:code`. */
export function serverPage(r: Hono<AppEnv>, path: string, handler: (c: Context<AppEnv>, lang: Lang) => Promise<Response>) {
  for (const lang of LANGS) r.get(inLang(lang, path), (c) => handler(c, lang));
}

/** The address a request asked for, its query included (`/am/resources?category=books`). */
export const askedFor = (c: Context) => {
  const url = new URL(c.req.url);
  return url.pathname + url.search;
};

/** An urlencoded or multipart body, bounded: a page's form is small. */
export const smallForm = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: (c) => c.text('Request body too large', 413) });
