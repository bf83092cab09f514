// Public content from the API, with the built-in content of content/ when the call fails. Route loaders live in
// the main bundle, so the built-in content is imported only when it is needed.
import type { BlogPost, Resource } from '../../../contract/content';
import { addisToday } from '../../../contract/dates';
import type { PublicEvent } from '../../../contract/events';
import { DEFAULT_LANG } from '../../../contract/languages';
import type { LegalKind, PublicLegalDocument } from '../../../contract/legalBasics';
import type { PaymentSettings } from '../../../contract/payment';
import { apiFetch } from '../../api/transport';
import { toDate } from '../../format/dates';
import { LANG } from '../../i18n/lang';
import type { Lang } from '../../i18n/localized';

/** Public pages should not wait the full 30 s on a bad mobile connection before showing the built-in content. */
const PUBLIC_TIMEOUT_MS = 8000;

/**
 * A public read of the API with the browser's own fetch, not the app's HTTP client (src/api/client.ts): a public page's
 * first view reads its content this way and never loads the client, whose token handling and error messages only the
 * forms and the staff area need (every failure here falls back to the built-in content; a 404 is told apart by status).
 */
async function publicGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PUBLIC_TIMEOUT_MS);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  try {
    const res = await apiFetch(`/api${path}`, {
      signal: controller.signal,
      headers: { Accept: 'application/json', 'Accept-Language': LANG },
    });
    if (!res.ok) throw Object.assign(new Error(`GET /api${path}: ${res.status}`), { status: res.status });
    return ((await res.json()) as { data: T }).data;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

export type Loaded<T> = { items: T; fromApi: boolean };

let builtInOnly = false;
/**
 * The loaders read the built-in content directly, without the API: in the build-time pre-render (src/entry-prerender.tsx),
 * and in the browser for the first render over a pre-rendered page (src/app.tsx), so both render the same.
 */
export const setBuiltInContentOnly = (on: boolean) => {
  builtInOnly = on;
};
/** Whether the loaders read the built-in content only (the pre-render), for pages that have none to show then. */
export const builtInContentOnly = () => builtInOnly;

async function withFallback<T>(path: string, fallback: () => Promise<T>, signal?: AbortSignal): Promise<Loaded<T>> {
  if (builtInOnly) return { items: await fallback(), fromApi: false };
  try {
    return { items: await publicGet<T>(path, signal), fromApi: true };
  } catch {
    return { items: await fallback(), fromApi: false };
  }
}

/**
 * Orders "YYYY-MM-DD" days, oldest first. Plain string order is date order for them; localeCompare would build an ICU
 * collator on first use, tens of milliseconds at the start of a page on a cheap phone.
 */
const byDate = (a: { date: string }, b: { date: string }) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/**
 * The built-in content is in the build's language: content/ in English, content/<lang>/ (swapped in for it) in the
 * others. Its own texts are the page's, so they are marked as such (i18n/localized.ts reads it: no English mark).
 */
export const asBuiltIn = <T extends object>(item: T, lang: Lang = LANG): T & { inLang: Lang } => ({ ...item, inLang: lang });

export const builtInPublicEvents = async (): Promise<PublicEvent[]> => {
  const { builtInEvents } = await import('../../../content/events');
  return builtInEvents.map((e) => {
    const event = asBuiltIn(e);
    // Seats are the server's to count: offline, a built-in event shows none and takes registrations until its day.
    const seats = { capacity: null, registrationDeadline: null, seatsLeft: null, registrationOpen: e.date >= addisToday(new Date()) };
    return { ...event, ...seats, eventDate: e.date, createdAt: '2026-01-01T00:00:00.000Z' };
  });
};

/**
 * The newest published terms or privacy notice in the page's language; the first texts (content/legal.ts) in the
 * pre-render and when the call fails.
 */
export async function loadLegal(kind: LegalKind, signal?: AbortSignal): Promise<PublicLegalDocument> {
  const { items } = await withFallback<{ document: PublicLegalDocument }>(
    `/legal/${kind}`,
    async () => ({ document: (await import('../../../content/legal')).builtInDocument(kind) }),
    signal,
  );
  return items.document;
}

export const loadEvents = (signal?: AbortSignal) => withFallback<PublicEvent[]>('/events', builtInPublicEvents, signal);

/** How to pay (the fees, the accounts, the words staff keep in Settings); the published defaults when the call fails. */
export const loadPayment = (signal?: AbortSignal) =>
  withFallback<PaymentSettings>(
    '/membership/payment',
    async () => {
      // The published defaults, with this build's own first published words (contract/<lang>/paymentWords.ts).
      const [{ DEFAULT_PAYMENT_SETTINGS, translatedPayment }, { FIRST_PAYMENT_WORDS }] = await Promise.all([
        import('../../../contract/payment'),
        import('../../../contract/paymentWords'),
      ]);
      return LANG === DEFAULT_LANG
        ? DEFAULT_PAYMENT_SETTINGS
        : translatedPayment(DEFAULT_PAYMENT_SETTINGS, { [LANG]: FIRST_PAYMENT_WORDS });
    },
    signal,
  );

/**
 * One public event (an event's registration page): null when there is none of that id, the built-in one of that id when
 * the call fails (offline).
 */
export async function loadEvent(id: string, signal?: AbortSignal): Promise<PublicEvent | null> {
  try {
    if (builtInOnly) throw new Error('built-in content only');
    return await publicGet<PublicEvent>(`/events/${encodeURIComponent(id)}`, signal);
  } catch (err) {
    // 404, or 400 for an id that cannot be one: a real answer.
    const status = (err as { status?: number }).status;
    if (status === 404 || status === 400) return null;
    return (await builtInPublicEvents()).find((e) => e.id === id) ?? null;
  }
}

export function splitEvents(events: PublicEvent[], now = new Date()) {
  const today = addisToday(now);
  const upcoming = events.filter((e) => e.date >= today).sort(byDate);
  const past = events.filter((e) => e.date < today).sort((a, b) => byDate(b, a));
  return { upcoming, past };
}

/** Without content in the list the post page loads it; the fallback keeps only the marker, as the API does. */
export const loadPosts = (signal?: AbortSignal) =>
  withFallback<BlogPost[]>(
    '/blog-posts',
    async () => {
      const { builtInBlogPosts } = await import('../../../content/blogPosts');
      return [...builtInBlogPosts].sort((a, b) => byDate(b, a)).map((p) => asBuiltIn({ ...p, content: p.content ? '' : null }));
    },
    signal,
  );

export async function loadPost(id: string, signal?: AbortSignal): Promise<BlogPost | null> {
  try {
    if (builtInOnly) throw new Error('built-in content only');
    return await publicGet<BlogPost>(`/blog-posts/${encodeURIComponent(id)}`, signal);
  } catch (err) {
    // A 404 is a real answer; any other failure falls back to the built-in post of that id.
    if ((err as { status?: number }).status === 404) return null;
    const { builtInBlogPosts } = await import('../../../content/blogPosts');
    const post = builtInBlogPosts.find((p) => p.id === id);
    return post ? asBuiltIn(post) : null;
  }
}

export const loadResources = (signal?: AbortSignal) =>
  withFallback<Resource[]>(
    '/resources',
    async () => {
      const { builtInResources } = await import('../../../content/resources');
      return [...builtInResources].sort((a, b) => byDate(b, a)).map((r) => asBuiltIn(r));
    },
    signal,
  );

/** The public blog filters over the categories staff give a post. */
export function matchesBlogFilter(post: BlogPost, filter: string, now = new Date()): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'upcoming':
      return post.category === 'upcoming' || toDate(post.date).getTime() > now.getTime();
    case 'resources':
      return post.category === 'research' || post.type === 'resource';
    default:
      return post.category === filter;
  }
}
