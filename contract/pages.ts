// The site's fixed pages: the same addresses in every language (the site's words about them are in site.ts).
/** The public pages every visitor can open, pre-rendered at build time (blog post pages come on top). */
export const PUBLIC_PAGES = ['/', '/about', '/membership', '/members', '/events', '/contact', '/resources', '/blog'] as const;
/** The staff sign-in and sign-up pages: pre-rendered, but not listed for search engines; they need JavaScript to work. */
export const ACCOUNT_PAGES = ['/login', '/register'] as const;
/**
 * A member's own page, and a registration's cancel link: one person's data, so never pre-rendered and not listed for
 * search engines; the server answers its address, in either language, with the app's shell.
 */
export const MEMBER_PAGES = ['/account', '/registrations/cancel'] as const;
