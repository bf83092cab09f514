// What the admin end-to-end tests share: calls to the running server's API, a first registered account (the admin),
// and a browser context signed in as a given session.

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LAPTOP, newContext, signInContext } from '../support/browser';
import { validRegistration } from '../support/fixtures';

export type Session = { token: string; user: unknown };
export type Api = (method: string, path: string, body?: unknown, token?: string) => Promise<{ status: number; json: any }>;

export const apiOf =
  (baseUrl: () => string): Api =>
  async (method, path, body, token) => {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${baseUrl()}${path}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  };

/** The account the admin tests register first (so it is the admin). */
/** A featured news post with an Amharic title, as staff write one. */
export const HARVEST_POST = {
  title: 'Harvest season opens',
  description: 'Farmers start lifting roots.',
  content: '<p>Farmers start lifting roots.</p>',
  translations: { am: { title: 'የአዝመራ ወቅት ተጀመረ' } },
  category: 'news',
  tags: ['harvest'],
  author: 'Almaz Tesfaye',
  featured: true,
};

export const ADMIN_ACCOUNT = { firstName: 'Almaz', lastName: 'Tesfaye', email: 'almaz@example.org', password: 'a-very-good-password-1' };

/** Registers an account and signs it in; the first account on a fresh database is the admin. */
export async function registerAndSignIn(api: Api, who: { firstName: string; lastName: string; email: string; password: string }) {
  const reg = await api('POST', '/api/auth/register', { ...who, confirmPassword: who.password });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
  const login = await api('POST', '/api/auth/login', { email: who.email, password: who.password });
  return login.json.data as Session;
}

/** A browser context whose every page starts signed in as `session`. */
export async function signedIn(
  browser: Browser,
  session: Session,
  viewport = LAPTOP,
): Promise<{ context: BrowserContext & { consoleErrors: string[] }; page: Page }> {
  const context = await newContext(browser, viewport);
  await signInContext(context, session);
  return { context, page: await context.newPage() };
}

/**
 * Hana Girma (or whoever `who` names) applies for membership (a farmer) and uploads a receipt (a 1×1 PNG): a row for
 * the applications screen. Returns the application's id.
 */
export async function applyWithReceipt(
  api: Api,
  who: Partial<{ firstName: string; lastName: string; email: string; company: string; message: string }> = {},
): Promise<string> {
  const applied = await api('POST', '/api/membership/apply', {
    firstName: 'Hana',
    lastName: 'Girma',
    email: 'hana@example.org',
    phone: '+251911223344',
    company: 'Girma Farms',
    address: 'Bole',
    city: 'Addis Ababa',
    membershipType: 'farmer',
    message: '',
    terms: true,
    ...who,
  });
  if (applied.status !== 201) throw new Error(`apply answered ${applied.status}`);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const form = new FormData();
  form.set('applicationId', applied.json.data.application.id);
  form.set('receipt', new Blob([png], { type: 'image/png' }), 'receipt.png');
  const uploaded = await api('POST', '/api/upload-receipt', form);
  if (uploaded.status !== 201) throw new Error(`receipt upload answered ${uploaded.status}`);
  return applied.json.data.application.id as string;
}

/** A registration for two from a farmers' union, by `firstName lastName` at their own address. */
export const sidamaRegistration = (firstName: string, lastName: string) =>
  validRegistration(`${firstName.toLowerCase()}@example.org`, {
    firstName,
    lastName,
    phone: '+251911223344',
    organization: 'Sidama Farmers Union',
    attendees: '2',
  });
