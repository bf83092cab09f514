// Pre-rendered public pages (scripts/prerender.mjs) on the production build: each public route's HTML carries its own
// title, meta and content before any JavaScript runs; other paths get the empty shell; the page looks right with
// JavaScript off; with JavaScript on the app takes over the same page without console errors, and the API's content
// (staff edits, today's date) replaces the built-in content.

import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, pathIn } from '../../contract/languages';
import { APPLY_PAGES, FORM_RESULT_PAGES } from '../../contract/pages';
import { LAPTOP, newContext, PHONE } from '../support/browser';
import { withServerAndBrowser } from '../support/site';

const site = withServerAndBrowser();

const SITE = 'Ethiopian Cassava Association';
const PAGES: Record<string, { title: string; h1: string }> = {
  '/': { title: SITE, h1: 'Growing Ethiopia’s cassava industry, from field to factory' },
  '/about': { title: `About Us | ${SITE}`, h1: 'About Us' },
  '/membership': { title: `Membership | ${SITE}`, h1: 'Membership' },
  '/members': { title: `Member Directory | ${SITE}`, h1: 'Member Directory' },
  '/events': { title: `Events | ${SITE}`, h1: 'Events' },
  '/contact': { title: `Contact Us | ${SITE}`, h1: 'Contact Us' },
  '/resources': { title: `Resources Center | ${SITE}`, h1: 'Resources Center' },
  '/blog': { title: `Our Blog | ${SITE}`, h1: 'Our Blog' },
  '/blog/wolaita-cooperative-doubles-yield': {
    title: `How a Wolaita cooperative doubled its cassava yield with clean cuttings | ${SITE}`,
    h1: 'How a Wolaita cooperative doubled its cassava yield with clean cuttings',
  },
};

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .trim();

describe('the HTML of each public route, without JavaScript', () => {
  it('has the page’s own title, description, Open Graph tags and h1, and no inline script', async () => {
    for (const [path, want] of Object.entries(PAGES)) {
      const res = await fetch(`${site.server.url}${path}`, { headers: { 'accept-encoding': 'br' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      const html = await res.text();
      expect(text(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), path).toBe(want.title);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(description.length, path).toBeGreaterThan(40);
      expect(html, path).toContain(`<meta property="og:title" content="${want.title.replaceAll('&', '&amp;')}"`);
      expect(html, path).toContain('<meta property="og:description"');
      const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1]!));
      expect(h1s, path).toEqual([want.h1]);
      expect(html, path).toContain(`<div id="root" data-prerendered="${path}">`);
      // Every script is an external file (the CSP allows no inline script).
      expect(
        html.match(/<script\b[^>]*>/g)?.every((tag) => / src="\/assets\//.test(tag)),
        path,
      ).toBe(true);
    }
    // Pages differ from each other: a description is never the home page's on another route.
    const descriptions = await Promise.all(
      Object.keys(PAGES).map(
        async (p) => /<meta name="description" content="([^"]*)"/.exec(await (await fetch(`${site.server.url}${p}`)).text())?.[1],
      ),
    );
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('gives other app paths the empty shell', async () => {
    for (const path of ['/admin', '/account', '/no/such/page', '/verify/7f3c9a2e41b8d605']) {
      const html = await (await fetch(`${site.server.url}${path}`)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('<h1');
    }
  });

  it('gives every form of every pre-rendered page a method, so one sent before the app never becomes a GET of its fields', async () => {
    const built = (await readdir('dist', { recursive: true })).filter((f) => f === 'index.html' || f.endsWith(`${sep}index.html`));
    let forms = 0;
    for (const file of built) {
      const html = await readFile(join('dist', file), 'utf8');
      for (const form of html.match(/<form\b[^>]*>/g) ?? []) {
        forms++;
        expect(form, file).toMatch(/\smethod="(post|get)"/);
      }
    }
    expect(forms).toBeGreaterThan(0);
    // A staff sign-in sent before the app: its page again, nothing read.
    const res = await fetch(`${site.server.url}/am/login`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'a@b.et', password: 'x' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/am/login');
  });

  it('renders on the server a post the build has no page for, so it reads without JavaScript', async () => {
    const res = await fetch(`${site.server.url}/blog/no-such-post`);
    const html = await res.text();
    expect(res.status).toBe(404);
    expect(html).toContain('data-prerendered="/blog/no-such-post"');
    expect(html).toMatch(/<h1[^>]*>Post not found<\/h1>/);
  });

  it('announces the blog’s RSS feed in the first HTML of every pre-rendered page, every page the sitemap lists and the shell', async () => {
    const announces = /<link rel="alternate" type="application\/rss\+xml" title="[^"<>]+" href="\/blog\/rss\.xml" \/>/;
    const built = (await readdir('dist', { recursive: true })).filter((f) => f === 'index.html' || f.endsWith(`${sep}index.html`));
    // The staff sign-in pages are pre-rendered (to show before the app runs) but not listed for search engines.
    const inEveryLang = (path: string) => LANGS.map((lang) => pathIn(lang, path));
    const signIn = ['/login', '/register'].flatMap(inEveryLang);
    const prerendered = built
      .map((f) => `/${f.split(sep).slice(0, -1).join('/')}`)
      .filter((p) => !signIn.includes(p))
      // Where a form sent without JavaScript lands: one person's result, not a page to find by searching.
      .filter((p) => !FORM_RESULT_PAGES.flatMap(inEveryLang).includes(p))
      // A plan's application page: the membership page is the one to find.
      .filter((p) => !APPLY_PAGES.flatMap(inEveryLang).includes(p));
    expect(prerendered).toEqual(expect.arrayContaining(Object.keys(PAGES)));
    const sitemap = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect([...listed].sort()).toEqual([...prerendered].sort());
    for (const path of listed) {
      const html = await (await fetch(`${site.server.url}${path}`)).text();
      expect(html, path).toContain(`data-prerendered="${path}"`);
      expect(html, path).toMatch(announces);
    }
    expect(await (await fetch(`${site.server.url}/login`)).text()).toMatch(announces);
    const feed = await fetch(`${site.server.url}/blog/rss.xml`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  });
});

describe('in the browser', () => {
  it('shows a styled public page with JavaScript disabled, at phone and laptop widths', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const context = await site.browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      for (const [path, want] of Object.entries(PAGES)) {
        await page.goto(`${site.server.url}${path}`);
        expect(await page.title(), path).toBe(want.title);
        const h1 = page.getByRole('heading', { level: 1 });
        expect(await h1.textContent(), path).toBe(want.h1);
        expect(await h1.isVisible(), path).toBe(true);
        // Styled: the fixed header is in place and nothing overflows the viewport sideways.
        const layout = await page.evaluate(() => ({
          header: getComputedStyle(document.querySelector('header')!).position,
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        }));
        expect(layout.header, path).toBe('fixed');
        expect(layout.overflow, path).toBeLessThanOrEqual(0);
      }
      await context.close();
    }
  });

  it('hydrates the pre-rendered page in place: same DOM nodes, no console error or warning, no layout shift', async () => {
    const context = await newContext(site.browser, PHONE);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number; firstH1: Element | null };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // Before the app's code runs (src/main.tsx loads it after the first paint).
      document.addEventListener('DOMContentLoaded', () => {
        w.firstH1 = document.querySelector('h1');
      });
    });
    for (const path of Object.keys(PAGES)) {
      await page.goto(`${site.server.url}${path}`);
      await page.waitForSelector('#root:not([data-prerendered])');
      expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(PAGES[path]!.h1);
      expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { firstH1: Element }).firstH1), path).toBe(
        true,
      );
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), path).toBeLessThan(0.01);
    }
    // The app is live: the Events / Blogs dropdown opens.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /Events \/ Blogs/ }).click();
    await page.getByRole('link', { name: 'Past Events' }).waitFor();
    expect(context.consoleErrors).toEqual([]);
    expect(warnings.filter((w) => /pre-rendered/i.test(w))).toEqual([]);
    await context.close();
  });

  it('shows signed-in staff their header on a pre-rendered page, still hydrated without a mismatch', async () => {
    const staff = { firstName: 'Hana', lastName: 'Girma', email: 'hana.prerender@example.org', password: 'cassava-roots-2026' };
    const post = (path: string, body: object) =>
      fetch(`${site.server.url}/api/auth/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('register', staff)).status).toBe(201);
    const { data } = (await (await post('login', { email: staff.email, password: staff.password })).json()) as {
      data: { token: string; user: unknown };
    };
    const context = await newContext(site.browser, LAPTOP);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await page.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('authToken', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: data.token, user: data.user },
    );
    await page.goto(`${site.server.url}/about`);
    await page.getByRole('link', { name: 'Admin', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(context.consoleErrors).toEqual([]);
    expect(warnings.filter((w) => /pre-rendered/i.test(w))).toEqual([]);
    await context.close();
  });

  it('renders a filtered view of a pre-rendered page afresh (query string)', async () => {
    const context = await newContext(site.browser, LAPTOP);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/blog?category=stories`);
    await page.waitForSelector('#root:not([data-prerendered])');
    const cats = await page
      .locator('[data-section="posts"] [data-post] [data-category]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
    expect(new Set(cats)).toEqual(new Set(['stories']));
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });

  it('replaces the built-in content with the API’s once the app has taken over', async () => {
    const context = await newContext(site.browser, LAPTOP);
    const page = await context.newPage();
    const edited = {
      id: 'wolaita-cooperative-doubles-yield',
      title: 'Edited by staff: Wolaita yields',
      category: 'stories',
      type: 'article',
      description: 'Staff changed this post after the build.',
      date: '2026-03-01',
      readUrl: null,
      image: null,
      author: 'Secretariat',
      tags: [],
      featured: false,
      content: '<h2>Edited</h2><p>New text.</p>',
    };
    await page.route('**/api/blog-posts/wolaita-cooperative-doubles-yield', (route) => route.fulfill({ json: { data: edited } }));
    await page.goto(`${site.server.url}/blog/wolaita-cooperative-doubles-yield`);
    await page.waitForSelector('#root:not([data-prerendered])');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(edited.title);
    await page.waitForFunction((t) => document.title.startsWith(t), edited.title);
    await context.close();
  });

  it('splits upcoming and past events by the visitor’s date, not the build’s', async () => {
    const html = await (await fetch(`${site.server.url}/events`)).text();
    expect(html).toMatch(/id="upcoming"[\s\S]*data-event-card/);
    const context = await newContext(site.browser, LAPTOP);
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2035-01-01T09:00:00Z'));
    await page.goto(`${site.server.url}/events`);
    await page.waitForSelector('#root:not([data-prerendered])');
    // The build's dates do not match the visitor's: React renders that part afresh (a warning, not an error).
    await page.waitForFunction(() => document.querySelectorAll('#upcoming [data-event-card]').length === 0);
    expect(await page.locator('#past [data-event-card]').count()).toBeGreaterThan(0);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });
});
