// The membership application without JavaScript (server/features/membership/pages.ts), on the real app with a stand-in built
// site whose page bundle writes back only the page state it is given: the apply post answers 303 to the receipt page
// with an HttpOnly cookie (only the token's hash is stored) or the form again with its errors and values; the receipt
// page and its post belong to the browser holding the cookie; refusals come back beside the file field.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { membershipMessages as amMembership } from '../../contract/messages/am/membership';
import type { PageState } from '../../contract/pageState';
import { createApp } from '../../server/app';
import { membershipApplications, receipts } from '../../server/db/schema';
import { loadStaticSite } from '../../server/platform/static';
import { createTestContext, freshIp, type TestContext } from '../support/app';
import { pdf, png } from '../support/files';

const TEMPLATE = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
/** The page bundle's stand-in: the page's address, so a test sees which page the server rendered. */
const BUNDLE = `export async function render(path) {
  return { html: '<main data-page="' + path + '"></main>', meta: null, routeIds: [], pathname: path };
}`;

let ctx: TestContext;
let dir: string;
let app: ReturnType<typeof createApp>;

async function writeSite() {
  const site = await mkdtemp(join(tmpdir(), 'eca-membership-pages-'));
  const kit = { template: TEMPLATE, entryCss: [], appCss: [], routeCss: {}, siteName: 'ECA', noscript: { page: '' } };
  const files: Record<string, string> = { 'index.html': TEMPLATE, 'shell.html': TEMPLATE };
  for (const lang of ['en', 'am']) {
    files[`ssr/${lang}/entry-prerender.mjs`] = BUNDLE;
    files[`ssr/${lang}/kit.json`] = JSON.stringify(kit);
  }
  for (const [name, body] of Object.entries(files)) {
    await mkdir(join(site, name, '..'), { recursive: true });
    await writeFile(join(site, name), body);
  }
  return site;
}

const siteApp = async (env: Record<string, string> = {}) => {
  const c = env.PUBLIC_URL ? await createTestContext({ env, database: ctx.database }) : ctx;
  return createApp({ ...c.deps, staticSite: await loadStaticSite(dir) });
};

beforeAll(async () => {
  ctx = await createTestContext();
  dir = await writeSite();
  app = await siteApp();
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const form = (over: Record<string, string> = {}) =>
  new URLSearchParams({
    firstName: 'Tigist',
    lastName: 'Haile',
    email: `tigist.${Math.random().toString(36).slice(2, 8)}@example.org`,
    phone: '+251 911 765 432',
    company: 'Haile Cassava Processing',
    address: 'Kebele 02',
    city: 'Hawassa',
    message: '',
    website: '',
    terms: 'true',
    ...over,
  });

type Answer = { status: number; headers: Headers; text: string; state: PageState | null; page: string | undefined };

async function send(path: string, body: URLSearchParams | FormData | undefined, cookie?: string, on = app): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': freshIp() };
  if (cookie) headers.Cookie = cookie;
  if (body instanceof URLSearchParams) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  const res = await on.request(path, { method: body ? 'POST' : 'GET', headers, body });
  const text = await res.text();
  const block = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(text)?.[1];
  return {
    status: res.status,
    headers: res.headers,
    text,
    state: block ? (JSON.parse(block) as PageState) : null,
    page: /data-page="([^"]*)"/.exec(text)?.[1],
  };
}

/** The `Cookie` header that sends back the continuation cookie an answer set. */
function continuation(answer: Answer): string {
  const set = answer.headers.get('set-cookie') ?? '';
  const token = /eca_apply=([^;]*)/.exec(set)?.[1];
  expect(token, set).toBeTruthy();
  return `eca_apply=${token}`;
}

async function applied(plan = 'processor', over: Record<string, string> = {}, prefix = '') {
  const answer = await send(`${prefix}/membership/apply/${plan}`, form(over));
  expect(answer.status, answer.text).toBe(303);
  return { answer, cookie: continuation(answer) };
}

const rowByEmail = async (email: string) =>
  (await ctx.database.db.select().from(membershipApplications).where(eq(membershipApplications.email, email)))[0];

const receiptForm = (file?: { bytes: Buffer; name: string; type: string }) => {
  const body = new FormData();
  body.set(
    'receipt',
    file ? new File([new Uint8Array(file.bytes)], file.name, { type: file.type }) : new File([], '', { type: 'application/octet-stream' }),
  );
  return body;
};

describe('the application page’s post', () => {
  it('stores the application and answers 303 to the receipt page, with the token in an HttpOnly cookie and only its hash stored', async () => {
    const email = `abebe.${Date.now()}@example.org`;
    const { answer } = await applied('processor', { email, listInDirectory: 'true' });
    expect(answer.headers.get('location')).toBe('/membership/receipt');
    const set = answer.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//);
    expect(set).toMatch(/Max-Age=86400/);
    expect(set).not.toMatch(/Secure/i);
    const token = decodeURIComponent(/eca_apply=([^;]*)/.exec(set)![1]!);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await rowByEmail(email);
    expect(row).toMatchObject({ membershipType: 'processor', listInDirectory: true, status: 'pending', lang: 'en' });
    expect(row!.continuationHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(answer.headers.get('location')).not.toContain(token);
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const secure = await siteApp({ PUBLIC_URL: 'https://cassava.example.org' });
    const answer = await send('/membership/apply/farmer', form(), undefined, secure);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
  });

  it('takes the plan from the address: the farm-investor application, in Amharic, lands on the Amharic receipt page', async () => {
    const email = `investor.${Date.now()}@example.org`;
    const { answer } = await applied('farm-investor', { email, membershipType: 'farmer' }, '/am');
    expect(answer.headers.get('location')).toBe('/am/membership/receipt');
    expect(await rowByEmail(email)).toMatchObject({ membershipType: 'farm-investor', lang: 'am', listInDirectory: false });
  });

  it('sends the form back with every message and what was typed, and sets no cookie', async () => {
    const answer = await send('/membership/apply/exporter', form({ email: 'not-an-email', firstName: 'Tigist', city: '', terms: '' }));
    expect(answer.status).toBe(400);
    expect(answer.page).toBe('/membership/apply/exporter');
    expect(answer.headers.get('set-cookie')).toBeNull();
    const sent = answer.state?.forms?.membership;
    expect(sent?.values).toMatchObject({ firstName: 'Tigist', email: 'not-an-email', city: '', terms: false });
    expect(sent?.values).not.toHaveProperty('website');
    expect(Object.keys(sent?.errors ?? {}).sort()).toEqual(['city', 'email', 'terms']);
  });

  it('answers an Amharic page in Amharic', async () => {
    const answer = await send('/am/membership/apply/farmer', form({ email: 'bad' }));
    expect(answer.status).toBe(400);
    expect(answer.page).toBe('/am/membership/apply/farmer');
    expect(answer.state?.forms?.membership?.errors.email).toMatch(/[\u1200-\u137F]/);
  });

  it('sends an unknown plan to the membership page', async () => {
    const answer = await send('/membership/apply/astronaut', form());
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/membership');
  });
});

describe('the receipt page', () => {
  it('shows the application of the browser holding the cookie, and says the page has expired to any other', async () => {
    const { cookie } = await applied('exporter', { firstName: 'Selam' });
    const mine = await send('/membership/receipt', undefined, cookie);
    expect(mine.status).toBe(200);
    expect(mine.page).toBe('/membership/receipt');
    expect(mine.state?.data?.receipt).toMatchObject({ plan: 'exporter', firstName: 'Selam' });
    // What it owes and where to pay it, with its own reference.
    expect(mine.state?.data?.receipt).toMatchObject({ payment: { feeBirr: 22_000, reference: expect.stringMatching(/^ECA-A-\d{4,}$/) } });
    expect(mine.headers.get('cache-control')).toBe('no-store');

    for (const other of [undefined, 'eca_apply=forged-token-forged-token-forged-token-1234']) {
      const theirs = await send('/membership/receipt', undefined, other);
      expect(theirs.status).toBe(200);
      expect(theirs.state?.data?.receipt).toBeNull();
    }
  });

  it('expires a day after the application', async () => {
    const { cookie } = await applied('farmer');
    ctx.clock.advance(25 * 3600_000);
    try {
      expect((await send('/membership/receipt', undefined, cookie)).state?.data?.receipt).toBeNull();
    } finally {
      ctx.clock.advance(-25 * 3600_000);
    }
  });
});

describe('the receipt page’s post', () => {
  it('refuses a browser without the cookie and stores nothing', async () => {
    const email = `other.${Date.now()}@example.org`;
    await applied('processor', { email });
    const row = await rowByEmail(email);
    const answer = await send('/membership/receipt', receiptForm({ bytes: png(), name: 'receipt.png', type: 'image/png' }));
    expect(answer.status).toBe(403);
    expect(answer.state?.data?.receipt).toBeNull();
    expect(await ctx.database.db.select().from(receipts).where(eq(receipts.applicationId, row!.id))).toHaveLength(0);
  });

  it('sends the page back with the refusal beside the file field: none chosen, too large, not a receipt', async () => {
    const email = `refused.${Date.now()}@example.org`;
    const { cookie } = await applied('farmer', { email });
    const cases: [FormData, number, string][] = [
      [receiptForm(), 400, messages.membership.receiptMissing],
      [
        receiptForm({ bytes: Buffer.alloc(6 * 1024 * 1024, 1), name: 'scan.pdf', type: 'application/pdf' }),
        413,
        messages.membership.receiptTooLarge,
      ],
      [
        receiptForm({ bytes: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2000, 7)]), name: 'receipt.png', type: 'image/png' }),
        415,
        messages.membership.receiptWrongType,
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await send('/membership/receipt', body, cookie);
      expect(answer.status, message).toBe(status);
      expect(answer.page).toBe('/membership/receipt');
      expect(answer.state?.forms?.receipt?.errors).toEqual({ receipt: message });
      expect(answer.state?.data?.receipt).toMatchObject({ plan: 'farmer', firstName: 'Tigist' });
    }
    const row = await rowByEmail(email);
    expect(row!.receiptUploadedAt).toBeNull();
    expect(await ctx.database.db.select().from(receipts).where(eq(receipts.applicationId, row!.id))).toHaveLength(0);
  });

  it('says an Amharic refusal in Amharic, the too-large one included', async () => {
    const { cookie } = await applied('processor', {}, '/am');
    const big = await send(
      '/am/membership/receipt',
      receiptForm({ bytes: Buffer.alloc(6 * 1024 * 1024, 1), name: 'a.pdf', type: 'application/pdf' }),
      cookie,
    );
    expect(big.status).toBe(413);
    expect(big.state?.forms?.receipt?.errors.receipt).toBe(amMembership.receiptTooLarge);
    const none = await send('/am/membership/receipt', receiptForm(), cookie);
    expect(none.state?.forms?.receipt?.errors.receipt).toBe(amMembership.receiptMissing);
  });

  it('stores the receipt, forgets the cookie and answers 303 to the done page; the page then has nothing more to take', async () => {
    for (const [file, prefix] of [
      [{ bytes: png(), name: 'receipt.png', type: 'image/png' }, ''],
      [{ bytes: pdf(), name: 'receipt.pdf', type: 'application/pdf' }, '/am'],
    ] as const) {
      const email = `done.${Math.random().toString(36).slice(2, 8)}@example.org`;
      const { cookie } = await applied('processor', { email }, prefix);
      const answer = await send(`${prefix}/membership/receipt`, receiptForm(file), cookie);
      expect(answer.status, answer.text).toBe(303);
      expect(answer.headers.get('location')).toBe(`${prefix}/membership/done`);
      expect(answer.headers.get('set-cookie')).toMatch(/eca_apply=;.*Max-Age=0/);
      const row = await rowByEmail(email);
      expect(row!.receiptUploadedAt).not.toBeNull();
      const stored = await ctx.database.db.select().from(receipts).where(eq(receipts.applicationId, row!.id));
      expect(stored.map((r) => r.mimeType)).toEqual([file.type]);

      // The same cookie, kept by a browser that ignored the clearing: the application has its receipt.
      expect((await send(`${prefix}/membership/receipt`, undefined, cookie)).state?.data?.receipt).toBeNull();
      expect((await send(`${prefix}/membership/receipt`, receiptForm(file), cookie)).status).toBe(403);
    }
  });
});
