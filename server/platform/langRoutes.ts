// The language switcher's address, /lang/<lang>?to=<page> (docs/decisions/009-languages.md): remembers the choice in
// the `lang` cookie and answers 303 with the same page in that language. The switcher is a plain link to it, so the
// choice is kept when the page's script has not run yet, or never runs.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { isLang, langCookie, pathIn, splitLangPath, switchTarget } from '../../contract/languages';
import type { AppEnv } from './deps';
import { forwardedClient } from './middleware';

export const langRoutes = () =>
  new Hono<AppEnv>().get('/:lang', (c) => {
    const lang = c.req.param('lang');
    if (!isLang(lang)) return c.notFound();
    // Anything but a plain local path goes to that language's home: the address is never an open redirect.
    const target = switchTarget(lang, withPageQuery(c, c.req.query('to'))) ?? pathIn(lang, '/');
    c.header('Set-Cookie', langCookie(lang, isHttps(c)));
    return c.redirect(target, 303);
  });

/**
 * `to` with the query of the page the tap came from, when `to` has none and the Referer is that same page on this site:
 * a pre-rendered page's link was written without the query its address may carry (`/resources?category=…`), and only
 * the running app writes it in. The hash needs no such help: the browser keeps it across a redirect without one.
 */
function withPageQuery(c: Context<AppEnv>, to: string | undefined): string | undefined {
  const referer = c.req.header('referer');
  if (!to || to.includes('?') || !referer) return to;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return to;
  }
  if (!from.search || from.host !== new URL(c.req.url).host) return to;
  return splitLangPath(from.pathname)[1] === splitLangPath(to)[1] ? to + from.search : to;
}

/** Whether the visitor's connection is https: the request's own scheme, or what the trusted proxy in front says it was. */
function isHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const hops = c.get('deps').config.proxyHops;
  return hops > 0 && forwardedClient(c.req.header('x-forwarded-proto'), hops)?.toLowerCase() === 'https';
}
