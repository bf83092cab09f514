// When a pre-rendered page's first screen has been shown. src/main.tsx fetches the app's JavaScript only then: on a slow
// connection the app's chunks would otherwise share the line with the first screen's image and hold back the
// page's largest paint, for code the reader does not need yet (the page reads and its links work without it).

/** An image whose drawing the browser reports (the Element Timing API): the page marks its first screen's images. */
const MARKED_IMAGES = 'img[elementtiming]';

type ElementTiming = PerformanceEntry & { element: Element | null };

/** The longest the app waits for the first screen: a stalled image (or a busy phone) never keeps it away longer. */
export const FIRST_SCREEN_LIMIT_MS = 3000;

/** Part of the image lies inside the window (a marked image further down is not waited for). */
function onScreen(img: HTMLImageElement) {
  const r = img.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
}

/** The next frame has been drawn: the fallback where the browser does not report paints. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the browser has shown the page's first contentful paint and drawn every marked image inside the window
 * (or given up on it: a broken image), and at the latest after `limitMs`, so a stalled image never keeps the app away.
 * A hidden page (opened in a background tab) draws nothing: it resolves at once.
 */
export function firstScreenShown(limitMs = FIRST_SCREEN_LIMIT_MS): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  const supported = typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? []);
  if (!supported.includes('paint')) return nextFrame();
  const reportsImages = supported.includes('element');
  return new Promise<void>((resolve) => {
    const waiting = new Set([...document.querySelectorAll<HTMLImageElement>(MARKED_IMAGES)].filter(onScreen));
    let painted = false;
    const observers: PerformanceObserver[] = [];
    const finish = () => {
      for (const o of observers) o.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const check = () => {
      if (painted && waiting.size === 0) finish();
    };
    const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) => {
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) onEntry(entry);
        check();
      });
      observer.observe({ type, buffered: true });
      observers.push(observer);
    };
    const limit = setTimeout(finish, limitMs);
    for (const img of waiting) {
      // Loaded and broken already, or broken later: nothing will be drawn.
      if (img.complete && img.naturalWidth === 0) waiting.delete(img);
      const drop = () => {
        waiting.delete(img);
        check();
      };
      img.addEventListener('error', drop, { once: true });
      // Without image reports, a loaded image is drawn in the next frame.
      if (!reportsImages) {
        if (img.complete) waiting.delete(img);
        else img.addEventListener('load', () => void nextFrame().then(drop), { once: true });
      }
    }
    // Paint entries arrive once the frame is on screen, not when the page asks for it to be drawn.
    observe('paint', (entry) => {
      if (entry.name === 'first-contentful-paint') painted = true;
    });
    if (reportsImages)
      observe('element', (entry) => {
        const element = (entry as ElementTiming).element;
        if (element instanceof HTMLImageElement) waiting.delete(element);
      });
  });
}
