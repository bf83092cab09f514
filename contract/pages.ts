// The site's fixed pages: the same addresses in every language (the site's words about them are in site.ts).
/** The public pages every visitor can open, pre-rendered at build time (blog post pages come on top). */
export const PUBLIC_PAGES = ['/', '/about', '/membership', '/events', '/contact', '/resources', '/blog'] as const;
/** The sign-in and sign-up pages: public, but not pre-rendered and not listed for search engines. */
export const ACCOUNT_PAGES = ['/login', '/register'] as const;
