// What a phone fetches before a pre-rendered public page's first screen is shown (src/main.tsx, src/firstView.ts):
// only the entry and its own small imports, never React, the router or the app, which would share the line with the
// page's largest image and hold back its largest paint. And that largest image, where it is one, is marked as such.
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_LIMIT_MS } from '../../src/firstView';
import { newContext } from '../support/browser';
import { withServerAndBrowser } from '../support/site';

const site = withServerAndBrowser();

/** The phone Lighthouse's mobile preset emulates (scripts/lighthouse.mjs): its first screen is what the budgets measure. */
const PHONE = { width: 412, height: 823 };

const ROUTES = ['/', '/about', '/membership', '/events', '/contact', '/resources', '/blog', '/blog/wolaita-cooperative-doubles-yield'];

/**
 * Recorded in the page from its start: its paints, its drawn images, its largest paint's element, and the scripts the
 * HTML itself names (its script tag and module preloads; the app adds preloads of its own later).
 */
type Recorded = { fcp: number; images: number[]; drawn: Set<Element>; largest: Element | null; own: (string | null)[] };

async function firstView(path: string) {
  const context = await newContext(site.browser, PHONE);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { recorded: Recorded };
    w.recorded = { fcp: Number.NaN, images: [], drawn: new Set(), largest: null, own: [] };
    document.addEventListener('DOMContentLoaded', () => {
      w.recorded.own = [
        ...[...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
        ...[...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
      ];
    });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.recorded.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      // Only images drawn inside the window: src/firstView.ts waits for those, not for marked images further down.
      for (const e of list.getEntries() as (PerformanceEntry & {
        renderTime: number;
        intersectionRect: DOMRectReadOnly;
        element: Element | null;
      })[])
        if (e.intersectionRect.width > 0 && e.intersectionRect.height > 0) {
          w.recorded.images.push(e.renderTime);
          if (e.element) w.recorded.drawn.add(e.element);
        }
    }).observe({ type: 'element', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) w.recorded.largest = e.element;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  // newContext's goto waits until the app has taken the page over. On a busy machine that can be before the first
  // screen's images are drawn (the app waits for them at most FIRST_SCREEN_LIMIT_MS): the page's largest paint is only
  // known once every marked image inside the window has been drawn.
  await page.goto(`${site.server.url}${path}`);
  await page.waitForFunction(() => {
    const { recorded } = window as unknown as { recorded: Recorded };
    return [...document.querySelectorAll('img[elementtiming]')].every((img) => {
      const r = img.getBoundingClientRect();
      const inWindow = r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
      return !inWindow || recorded.drawn.has(img);
    });
  });
  const result = await page.evaluate(() => {
    const { recorded } = window as unknown as { recorded: Recorded };
    const shown = Math.max(recorded.fcp, ...recorded.images);
    const scripts = performance
      .getEntriesByType('resource')
      .filter((r) => new URL(r.name).pathname.endsWith('.js'))
      .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime }));
    const img = recorded.largest instanceof HTMLImageElement ? recorded.largest : null;
    return {
      shown,
      scripts,
      own: recorded.own,
      largestImage: img && {
        src: img.getAttribute('src'),
        loading: img.getAttribute('loading'),
        fetchpriority: img.getAttribute('fetchpriority'),
        elementtiming: img.getAttribute('elementtiming'),
      },
    };
  });
  expect(context.consoleErrors, path).toEqual([]);
  await context.close();
  return result;
}

describe('a pre-rendered page on a phone', () => {
  it('fetches nothing but the entry and its own small imports before its first screen is shown', async () => {
    for (const path of ROUTES) {
      const { shown, scripts, own } = await firstView(path);
      expect(Number.isFinite(shown), path).toBe(true);
      // The page's own script tag and module preloads: the entry and the few small files it imports.
      expect(own.length, path).toBeLessThanOrEqual(3);
      // Before the first screen was shown, and before the app's wait for it ran out (on a busy machine an image may be
      // drawn after FIRST_SCREEN_LIMIT_MS, and then the app rightly stops waiting for it).
      const early = scripts.filter((s) => s.start < shown && s.start < FIRST_SCREEN_LIMIT_MS).map((s) => s.path);
      expect(
        early.filter((p) => !own.includes(p)),
        path,
      ).toEqual([]);
      // The app did load, afterwards (or once its wait ran out).
      expect(
        scripts.some((s) => /\/assets\/app-[^/]+\.js$/.test(s.path) && s.start >= Math.min(shown, FIRST_SCREEN_LIMIT_MS)),
        path,
      ).toBe(true);
    }
  });

  it('marks its largest image as the first screen’s: fetched first, never lazily, and reporting when it is drawn', async () => {
    const images: Record<string, string | null> = {};
    for (const path of ROUTES) {
      const { largestImage } = await firstView(path);
      images[path] = largestImage?.src ?? null;
      if (!largestImage) continue;
      expect(largestImage.loading, path).not.toBe('lazy');
      expect(largestImage.fetchpriority, path).toBe('high');
      expect(largestImage.elementtiming, path).toBe('first-screen');
    }
    // The pages whose largest paint is an image (the others' is text; a post's is its photo or its long title, whichever
    // the phone's font draws larger: either way, an image that is largest is marked).
    expect(Object.keys(images).filter((p) => images[p] && !p.startsWith('/blog/'))).toEqual(['/', '/resources', '/blog']);
  });
});
