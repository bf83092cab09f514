// The public forms without JavaScript: each page's form posts here (urlencoded, or multipart for the receipt), and the
// server answers as GOV.UK's services do: 303 to the result page (post/redirect/get), or the same page again with an
// error summary, each message beside its field and every typed value kept. The post is handed to the JSON API's own
// route in process, with the visitor's address and the page's language: the same schema, rate limits, honeypot,
// records and mails as a post from the app, and no second write path beside it.
import { Hono } from 'hono';
import { cookieLang, DEFAULT_LANG, LANG_PREFIX, LANGS } from '../contract/languages';
import { ACCOUNT_PAGES, LIVE_PAGES, QUERY_PAGES } from '../contract/pages';
import { membershipPageRoutes } from './features/membership/pages';
import type { AppEnv } from './platform/deps';
import { type FormFields, formValues, inLang, type PageFormKit, perLanguage, refusedForm } from './platform/pageFormKit';
export const CONTACT_FIELDS: FormFields = {
  text: ['name', 'email', 'phone', 'subject', 'message', 'contactType', 'organization', 'website'],
};

/** The contact form: /contact → /contact/sent, or the form again; the membership application (./membershipPages.ts). */
export function pageFormRoutes(kit: PageFormKit, site: { hasPage(path: string): boolean }) {
  const r = new Hono<AppEnv>();
  // A post added since the build has no page of its own yet: the server renders it (the others are files).
  for (const lang of LANGS)
    r.get(inLang(lang, '/blog/:postId'), async (c, next) => {
      if (site.hasPage(c.req.path)) return next();
      return kit.pageOrNext(c, next);
    });
  // A filtered or searched list: rendered for its query, so it works without JavaScript. Without a query, the
  // pre-rendered page (the next route).
  for (const lang of LANGS)
    for (const page of new Set([...QUERY_PAGES, ...LIVE_PAGES]))
      r.get(page === '/' ? LANG_PREFIX[lang] || '/' : inLang(lang, page), async (c, next) => {
        if (!LIVE_PAGES.includes(page) && new URL(c.req.url).search === '') return next();
        // The default home's address leads a visitor who chose another language to that language's home (the files'
        // answer).
        const home = page === '/' && lang === DEFAULT_LANG;
        if (home && (cookieLang(c.req.header('cookie')) ?? DEFAULT_LANG) !== DEFAULT_LANG) return next();
        return kit.listPage(c, next, home);
      });
  // Staff sign-in needs the app: a sign-in form sent before the app took over gets its page again, its body unread, so
  // no password is stored, logged or put in an address.
  for (const lang of LANGS)
    for (const page of ACCOUNT_PAGES) r.post(inLang(lang, page), (c) => Promise.resolve(kit.seeOther(c, inLang(lang, page))));
  perLanguage(r, '/contact', async (c, lang) => {
    const body = await c.req.parseBody();
    const values = formValues(body, CONTACT_FIELDS);
    const answer = await kit.callApi(c, lang, '/api/contact', { json: values });
    if (answer.status === 201) return kit.seeOther(c, inLang(lang, '/contact/sent'));
    const { website: _, ...shown } = values;
    return kit.page(c, inLang(lang, '/contact'), { forms: { contact: refusedForm(shown, answer) } }, answer.status);
  });
  membershipPageRoutes(r, kit);
  return r;
}
