// The public site in a real browser: every page and section, the dropdown and hash links, filters, empty messages,
// the Upcoming badge with a fixed clock, the built-in fallback when the API fails, and unknown paths.
import { PDFDocument } from 'pdf-lib';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { LAPTOP, newContext, PHONE } from '../support/browser';
import { withServerAndBrowser } from '../support/site';

const site = withServerAndBrowser();

async function open(path: string, viewport = LAPTOP, setup?: (ctx: BrowserContext, page: Page) => Promise<void>) {
  const context = await newContext(site.browser, viewport);
  const page = await context.newPage();
  await setup?.(context, page);
  await page.goto(`${site.server.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { context, page };
}

const headings = (page: Page, level: number) => page.getByRole('heading', { level }).allInnerTexts();

/** True when the element's top lies inside the visible part of the window (below the fixed header). */
/** The target is in the upper half of the window, its top not under the fixed header. */
const inView = (page: Page, selector: string) =>
  page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const top = el.getBoundingClientRect().top;
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    return top >= header - 2 && top < window.innerHeight / 2;
  }, selector);

const meta = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
    ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute('content') ?? '',
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '',
  }));

describe('every public page has its own title, description and Open Graph tags', () => {
  const titles: Record<string, string> = {
    '/': 'Ethiopian Cassava Association',
    '/about': 'About Us | Ethiopian Cassava Association',
    '/membership': 'Membership | Ethiopian Cassava Association',
    '/events': 'Events | Ethiopian Cassava Association',
    '/contact': 'Contact Us | Ethiopian Cassava Association',
    '/resources': 'Resources Center | Ethiopian Cassava Association',
    '/blog': 'Our Blog | Ethiopian Cassava Association',
  };
  it('sets them per route', async () => {
    const { context, page } = await open('/');
    const seen = new Set<string>();
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(`${site.server.url}${path}`);
      await page.waitForFunction((t) => document.title === t, title);
      const m = await meta(page);
      expect(m.ogTitle).toBe(title);
      expect(m.description.length).toBeGreaterThan(60);
      expect(m.ogDescription).toBe(m.description);
      expect(m.ogImage).toMatch(/^http/);
      seen.add(m.description);
    }
    expect(seen.size).toBe(Object.keys(titles).length);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('home', () => {
  it('shows hero, about teaser, six benefits, the assembly story, three plans and two upcoming assembly days', async () => {
    const { context, page } = await open('/');
    expect(await headings(page, 1)).toEqual(['Growing Ethiopia\u2019s cassava industry, from field to factory']);
    expect(await headings(page, 2)).toEqual(
      expect.arrayContaining([
        'Who we are',
        'Why join the association',
        'The Annual General Assembly',
        'Membership plans',
        'Upcoming assembly days',
      ]),
    );
    const benefits = await page.locator('[data-benefit] h3').allInnerTexts();
    expect(benefits).toEqual([
      'Networking',
      'Training & Resources',
      'Market Access',
      'Advocacy',
      'Quality Planting Materials',
      'Financial Support',
    ]);
    expect(await page.locator('[data-plan]').count()).toBe(3);
    expect(await page.locator('[data-plan]').filter({ hasText: '22,000 Birr' }).count()).toBe(3);
    const days = page.locator('[data-event-card]');
    expect(await days.count()).toBe(2);
    const text = await days.allInnerTexts();
    expect(text[0]).toContain('27 Nehase 2019');
    expect(text[0]).toContain('September 2, 2027');
    expect(text[1]).toContain('28 Nehase 2019');
    expect(text[1]).toContain('September 3, 2027');
    expect(text.join(' ')).toContain('ICT Park, Addis Ababa');
    await context.close();
  });
});

describe('about', () => {
  it('shows mission, vision, establishment, achievements, impact figures, five leaders and a group photo', async () => {
    const { context, page } = await open('/about');
    expect(await headings(page, 2)).toEqual(
      expect.arrayContaining([
        'Our mission',
        'Our vision',
        'How we started',
        'What we have achieved',
        'Our impact',
        'Leadership team',
        'Our members',
      ]),
    );
    const body = await page.locator('main').textContent();
    for (const figure of ['400,000+', '300+', '5,000', '200+', '15', '10', '75%', '461']) expect(body).toContain(figure);
    expect(await page.locator('[data-leader]').count()).toBe(5);
    const photo = page.getByRole('img', { name: /association members standing under the Annual General Assembly banner/ });
    expect(await photo.getAttribute('loading')).toBe('lazy');
    await context.close();
  });
});

describe('membership', () => {
  it('shows three plans with price, features and Join Now (none marked most popular), extra benefits and Register Now', async () => {
    const { context, page } = await open('/membership', PHONE);
    const plans = page.locator('[data-plan]');
    expect(await plans.count()).toBe(3);
    for (const id of ['farmer', 'processor', 'exporter']) {
      const card = page.locator(`[data-plan="${id}"]`);
      expect(await card.textContent()).toContain('22,000 Birr');
      expect(await card.locator('li').count()).toBeGreaterThanOrEqual(4);
      expect(await card.locator(`[data-membership-type="${id}"]`).textContent()).toBe('Join Now');
    }
    // Every plan costs the same and serves another trade: none is singled out.
    for (const id of ['farmer', 'processor', 'exporter'])
      expect(await page.locator(`[data-plan="${id}"]`).textContent()).not.toContain('Most popular');
    expect(await headings(page, 2)).toEqual(expect.arrayContaining(['Choose your plan', 'Every member also gets', 'Farm investors']));
    expect(await page.locator('[data-membership-type="farm-investor"]').textContent()).toBe('Register Now');
    await context.close();
  });
});

describe('events', () => {
  it('shows the assembly, agenda, upcoming cards with Register Now, past events, sponsors by level and contact info', async () => {
    const { context, page } = await open('/events');
    expect(await headings(page, 2)).toEqual(
      expect.arrayContaining(['Agenda', 'Upcoming events', 'Past events', 'Sponsors and partners', 'Questions about the assembly?']),
    );
    const upcoming = page.locator('#upcoming [data-event-card]');
    expect(await upcoming.count()).toBe(2);
    expect(await upcoming.first().textContent()).toContain('27 Nehase 2019');
    expect(await page.locator('#upcoming').getByRole('button', { name: 'Register Now' }).count()).toBe(2);
    const past = page.locator('#past [data-event-card]');
    expect(await past.count()).toBe(4);
    expect(await past.first().textContent()).toContain('September 3, 2026');
    expect(await page.locator('#past').getByRole('button', { name: 'Register Now' }).count()).toBe(0);
    for (const level of ['platinum', 'gold', 'silver']) {
      const group = page.locator(`[data-level="${level}"]`);
      expect(await group.locator('li').count()).toBeGreaterThan(0);
      expect(await group.locator('img').first().getAttribute('alt')).toMatch(/logo$/);
    }
    expect(await page.locator('main').textContent()).toContain('events@cassava.org.et');
    await context.close();
  });

  it('scrolls #upcoming and #past into view from the dropdown, also on the same page, and on arrival', async () => {
    const { context, page } = await open('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Events / Blogs' }).click();
    await nav.getByRole('link', { name: 'Past Events', exact: true }).click();
    await page.waitForURL(/\/events#past$/);
    await inView(page, '#past');
    await nav.getByRole('button', { name: 'Events / Blogs' }).click();
    await nav.getByRole('link', { name: 'Upcoming Events', exact: true }).click();
    await page.waitForURL(/\/events#upcoming$/);
    await inView(page, '#upcoming');
    await context.close();

    const direct = await open('/events#past', PHONE);
    await inView(direct.page, '#past');
    await direct.context.close();
  });

  it('scrolls #success-stories into view from the phone menu', async () => {
    const { context, page } = await open('/', PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Events / Blogs' }).click();
    await nav.getByRole('link', { name: 'Success Stories', exact: true }).click();
    await page.waitForURL(/\/blog#success-stories$/);
    await inView(page, '#success-stories');
    expect(await page.locator('#success-stories [data-post]').count()).toBe(3);
    await context.close();
  });
});

describe('contact', () => {
  it('has the message form and the contact information with office hours', async () => {
    const { context, page } = await open('/contact', PHONE);
    expect(await headings(page, 2)).toEqual(expect.arrayContaining(['Send us a message', 'Contact information']));
    const info = await page.locator('main').textContent();
    expect(info).toContain('Monday to Friday 8:30 AM to 5:30 PM');
    expect(info).toContain('ICT Park, Bole Sub-City, Addis Ababa');
    expect(info).toContain('+251 11 555 0142');
    expect(info).toContain('info@cassava.org.et');
    await context.close();
  });
});

describe('resources', () => {
  const cards = (page: Page) => page.locator('[data-resource]');

  it('lists every resource with one action each, and a filter button for every category', async () => {
    const { context, page } = await open('/resources');
    expect(await headings(page, 1)).toEqual(['Resources Center']);
    expect(await cards(page).count()).toBe(12);
    for (const card of await cards(page).all()) {
      const actions = card.locator('[data-action]');
      expect(await actions.count()).toBe(1);
      expect(['Download', 'Read More', 'View Gallery']).toContain(await actions.getAttribute('data-action'));
      // The visible label is followed by the title for screen readers and search engines ("Download: …").
      expect(((await actions.textContent()) ?? '').replace(/\s+/g, ' ').trim()).toMatch(/^(Download|Read More|View Gallery): \S/);
      expect(await card.locator('time').textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(await card.locator('img').getAttribute('height')).toBe('200');
    }
    // Each card leads to its own document: the machinery report and the finance guide too.
    expect(await page.locator('[data-resource="machinery-industry-report"] [data-action]').textContent()).toContain('Download');
    expect(await page.locator('[data-resource="planting-guide"] [data-action]').textContent()).toContain('Download');
    expect(await page.locator('[data-resource="finance-guide"] [data-action]').textContent()).toContain('Download');
    // Three groups that each narrow the dozen resources to a handful.
    const filters = await page.locator('[data-filter]').evaluateAll((els) => els.map((e) => e.getAttribute('data-filter')));
    expect(filters).toEqual(['all', 'guides', 'research', 'publications']);
    // Every filter and every card shows its icon.
    expect(await page.locator('[data-filter] svg[data-icon]').count()).toBe(4);
    for (const panel of ['business', 'partner', 'social', 'blog'])
      expect(await page.locator(`[data-panel="${panel}"]`).isVisible()).toBe(true);
    // The business plan template is a PDF document.
    const template = page.locator('[data-panel="business"] a[download]');
    const res = await page.request.get(`${site.server.url}${await template.getAttribute('href')}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(await res.body())).getTitle()).toBe('Cassava processing business plan template');
    expect(await page.locator('[data-panel="partner"] a').getAttribute('href')).toMatch(/^https:\/\//);
    expect(await page.locator('[data-panel="blog"] a').getAttribute('href')).toBe('/blog');
    await context.close();
  });

  it('filters with the buttons and keeps the filter in the URL', async () => {
    const { context, page } = await open('/resources', PHONE);
    await page.locator('[data-filter="guides"]').click();
    await page.waitForURL(/category=guides/);
    await page.waitForFunction(() => document.querySelectorAll('[data-resource]').length === 5);
    expect(new Set(await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-category'))))).toEqual(
      new Set(['farming-guides', 'business-resources', 'financial-resources', 'training']),
    );
    expect(await page.locator('[data-filter="guides"]').getAttribute('aria-current')).toBe('page');
    expect(await page.locator('[data-filter="all"]').getAttribute('aria-current')).toBeNull();
    // Each button narrows to more than one and fewer than all.
    for (const [filter, n] of [
      ['research', 5],
      ['publications', 2],
    ] as const) {
      await page.locator(`[data-filter="${filter}"]`).click();
      await page.waitForFunction((count) => document.querySelectorAll('[data-resource]').length === count, n);
    }
    await page.locator('[data-filter="all"]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-resource]').length === 12);
    // A category without resources, by its address: the empty message.
    await page.goto(`${site.server.url}/resources?category=products`);
    await page.getByText(messages.resources.empty).waitFor();
    expect(await cards(page).count()).toBe(0);
    await context.close();
  });

  it('lands on a working filter from each footer link', async () => {
    const { context, page } = await open('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, category] of [
      ['Research papers', 'research-papers'],
      ['Farming guides', 'farming-guides'],
      ['Market reports', 'market-reports'],
      ['Newsletters', 'newsletters'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(new RegExp(`/resources\\?category=${category}$`));
      await page.waitForFunction((c) => {
        const cats = [...document.querySelectorAll('[data-resource]')].map((e) => e.getAttribute('data-category'));
        return cats.length > 0 && cats.every((x) => x === c);
      }, category);
    }
    await context.close();
  });

  it('shows the empty message for a category without resources, and falls back to all for an unknown one', async () => {
    const { context, page } = await open('/resources?category=partnerships');
    await page.getByText(messages.resources.empty).waitFor();
    await page.goto(`${site.server.url}/resources?category=nonsense`);
    await page.waitForFunction(() => document.querySelectorAll('[data-resource]').length === 12);
    await context.close();
  });
});

describe('blog', () => {
  it('shows Featured Content, filters, cards with badges, tags, author and date, the book promo and success stories', async () => {
    const { context, page } = await open('/blog');
    expect(await headings(page, 1)).toEqual(['Our Blog']);
    expect(await headings(page, 2)).toEqual(
      expect.arrayContaining(['Featured Content', 'Latest posts', 'Cassava in Ethiopia: from field to factory', 'Success stories']),
    );
    const featured = page.locator('[data-section="featured"] [data-post]');
    expect(await featured.count()).toBe(3);
    expect(await featured.first().locator('img').getAttribute('height')).toBe('250');
    const filters = await page.locator('[data-filter]').allInnerTexts();
    expect(filters.map((f) => f.trim())).toEqual(['All', 'Events', 'News', 'Upcoming', 'Stories', 'Resources']);
    const story = page.locator('[data-section="posts"] [data-post="wolaita-cooperative-doubles-yield"]');
    const text = await story.textContent();
    expect(text).toContain('#planting-material');
    expect(text).toContain('Dr. Genet Abebe');
    expect(text).toContain('October 14, 2026');
    expect(await story.locator('[data-category="stories"] svg').count()).toBe(1);
    expect(await story.locator('img').getAttribute('height')).toBe('200');
    for (const name of ['Order Now', 'Download Sample', /^Learn More: \S/]) {
      expect(await page.locator('#book').getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await context.close();
  });

  it('shows the Upcoming badge only on posts dated after now (fixed clock)', async () => {
    const before = await open('/blog?category=upcoming', LAPTOP, (_c, page) => page.clock.setFixedTime(new Date('2026-11-21T09:00:00Z')));
    const card = before.page.locator('[data-section="posts"] [data-post="assembly-2019-registration-open"]');
    await card.waitFor();
    expect(await card.getByTestId('upcoming-badge').textContent()).toBe('Upcoming');
    expect(await before.page.locator('[data-section="posts"] [data-testid="upcoming-badge"]').count()).toBe(1);
    await before.context.close();

    const after = await open('/blog', LAPTOP, (_c, page) => page.clock.setFixedTime(new Date('2027-10-01T09:00:00Z')));
    await after.page.locator('[data-post]').first().waitFor();
    expect(await after.page.getByTestId('upcoming-badge').count()).toBe(0);
    await after.context.close();
  });

  it('filters posts and shows the empty message for a category without posts', async () => {
    const onlyNews = [
      {
        id: 'only-news',
        title: 'Only news today',
        category: 'news',
        type: 'article',
        description: 'A single news item.',
        date: '2026-10-01',
        readUrl: '/about',
        image: null,
        author: 'Secretariat',
        tags: ['news'],
        featured: false,
        content: null,
      },
    ];
    const { context, page } = await open('/blog', LAPTOP, async (_c, page) => {
      await page.route('**/api/blog-posts', (route) => route.fulfill({ json: { data: onlyNews } }));
    });
    await page.locator('[data-post="only-news"]').waitFor();
    await page.locator('[data-filter="stories"]').click();
    await page.getByText(messages.blog.empty).waitFor();
    await page.locator('[data-filter="news"]').click();
    await page.locator('[data-post="only-news"]').waitFor();
    await context.close();

    const real = await open('/blog?category=stories');
    await real.page.locator('[data-section="posts"] [data-post]').first().waitFor();
    const cats = await real.page
      .locator('[data-section="posts"] [data-post] [data-category]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
    expect(cats.length).toBe(3);
    expect(new Set(cats)).toEqual(new Set(['stories']));
    await real.context.close();
  });

  it('opens a post with content on its own page and follows the read link of one without', async () => {
    const { context, page } = await open('/blog');
    await page
      .getByRole('link', { name: 'Read More: A Jimma processor cuts drying time with a flash dryer built in Addis Ababa' })
      .first()
      .click();
    await page.waitForURL(/\/blog\/jimma-processor-local-dryer$/);
    await page.getByRole('heading', { level: 1, name: /A Jimma processor/ }).waitFor();
    expect(await page.locator('article h2').first().textContent()).toBe('Made in Ethiopia');
    await page.waitForFunction(() => document.title.startsWith('A Jimma processor'));
    await page.goto(`${site.server.url}/blog`);
    const link = page.getByRole('link', { name: 'Read More: Members elect a new board at the 2018 E.C. assembly' });
    expect(await link.getAttribute('href')).toBe('/about');
    await page.goto(`${site.server.url}/blog/no-such-post`);
    await page.getByRole('heading', { level: 1, name: 'Post not found' }).waitFor();
    await context.close();
  });

  it('shows the built-in content when the content API fails', async () => {
    const { context, page } = await open('/blog', PHONE, async (_c, page) => {
      await page.route('**/api/**', (route) => route.abort());
    });
    await page.locator('[data-post="wolaita-cooperative-doubles-yield"]').first().waitFor();
    await page.goto(`${site.server.url}/resources`);
    await page.waitForFunction(() => document.querySelectorAll('[data-resource]').length === 12);
    await page.goto(`${site.server.url}/events`);
    await page.locator('#upcoming [data-event-card]').first().waitFor();
    expect(await page.locator('#upcoming [data-event-card]').count()).toBe(2);
    await page.goto(`${site.server.url}/blog/wolaita-cooperative-doubles-yield`);
    await page.getByRole('heading', { level: 2, name: 'Two seasons later' }).waitFor();
    await context.close();
  });
});

describe('unknown paths', () => {
  it('go to the home page', async () => {
    const { context, page } = await open('/');
    await page.goto(`${site.server.url}/no/such/page`);
    await page.waitForURL(`${site.server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});
