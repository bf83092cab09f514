// The site's fixed pages: the same addresses in every language (the site's words about them are in site.ts).
import type { MembershipType } from './membership';

/** The public pages every visitor can open, pre-rendered at build time (blog post pages come on top). */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/membership',
  '/members',
  '/events',
  '/contact',
  '/resources',
  '/blog',
  '/terms',
  '/privacy',
] as const;
/** The staff sign-in and sign-up pages: pre-rendered, but not listed for search engines; they need JavaScript to work. */
export const ACCOUNT_PAGES = ['/login', '/register'] as const;
/**
 * A member's own page, and a registration's cancel link: one person's data, so never pre-rendered and not listed for
 * search engines; the server answers its address, in either language, with the app's shell.
 */
export const MEMBER_PAGES = ['/account', '/registrations/cancel'] as const;
/**
 * The pages a form sent without JavaScript leads to (server/pageForms.ts): pre-rendered like the public pages, but
 * not listed for search engines (they say what happened to one person's form).
 */
export const FORM_RESULT_PAGES = ['/contact/sent', '/membership/done'] as const;
/** Every plan, once: the type checker sees a plan added to MEMBERSHIP_TYPES (without loading its schemas here). */
const PLANS = { farmer: true, processor: true, exporter: true, 'farm-investor': true } satisfies Record<MembershipType, true>;
/**
 * Join Now's page for each plan: its application form, which the app opens as a dialog instead when it runs.
 * Pre-rendered, but not listed for search engines: a search should land on /membership, which compares the plans.
 */
export const APPLY_PAGES = Object.keys(PLANS).map((plan) => `/membership/apply/${plan}`);
/**
 * Pages whose list depends on their query (`/resources?category=books`, `/members?q=…`): with a query, the server renders
 * them (server/platform/pages.ts), so a filter or a search works without JavaScript; without one, the pre-rendered page is sent.
 */
export const QUERY_PAGES = ['/resources', '/members', '/blog'] as const;
/**
 * Pages rendered for every request, query or not (kept a few seconds): the home page shows the fees and the upcoming
 * days, the directory changes with every approval, the events page with every event staff add and every seat taken, the membership page with the fees and bank accounts
 * staff set in Settings, and the terms and the privacy notice with every version admins publish: a visitor without
 * JavaScript must see each as it is now.
 */
export const LIVE_PAGES: readonly string[] = ['/', '/members', '/events', '/membership', '/terms', '/privacy'];
/**
 * Pages only the server can make, for each request (an application's receipt step, an event's registration form, a
 * ticket): app paths, `:name` for one segment. The built site never answers them with a file or the app's shell.
 */
export const SERVER_PAGES: readonly string[] = [
  '/membership/receipt',
  '/events/:id/register',
  '/events/:id/waitlisted',
  '/events/:id/registered',
  '/ticket/:code',
];

/** Whether an app path (the language's prefix taken off) is one of SERVER_PAGES. */
export function isServerPage(path: string): boolean {
  const parts = path.replace(/\/+$/, '').split('/');
  return SERVER_PAGES.some((page) => {
    const want = page.split('/');
    return want.length === parts.length && want.every((w, i) => (w.startsWith(':') ? parts[i] !== '' : w === parts[i]));
  });
}
