// The member page's wiring to the API and the browser: the link's token leaves the address bar, the account's session is
// stored apart from the staff one and sent only to /api/account*, and a 401 there never ends the staff session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Account } from '../../contract/account';
import { STORAGE_KEYS } from '../../contract/limits';
import type { AccountSession } from '../../machines/account';
import { ACCOUNT_SESSION_KEY, accountApi, accountLogic, readAccountStart } from '../../src/api/account';
import { onUnauthorized } from '../../src/api/client';

const SESSION: AccountSession = { token: 'account-token', email: 'almaz@example.org', expiresAt: '2099-01-01T00:00:00.000Z' };
const ACCOUNT: Account = {
  email: SESSION.email,
  applications: [],
  member: null,
  registrations: [],
  howToPay: { accounts: [], instructions: 'Pay.', translations: { am: { instructions: 'ይክፈሉ።' } } },
};
const FALLBACKS = { linkFailed: 'a', loadFailed: 'b', saveFailed: 'c', downloadFailed: 'd' };

type Seen = { method: string; url: string; authorization: string | null; body: unknown };
let seen: Seen[];
let answer: (url: string, method: string) => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  seen = [];
  localStorage.clear();
  answer = () => json(404, { error: 'No such API endpoint.' });
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://localhost'), init);
    const body = req.method === 'GET' || req.method === 'DELETE' ? null : await req.text();
    seen.push({
      method: req.method,
      url: new URL(req.url).pathname,
      authorization: req.headers.get('authorization'),
      body: body && JSON.parse(body),
    });
    return answer(new URL(req.url).pathname, req.method);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('readAccountStart', () => {
  it("reads the link's token (twice alike, as React may) and ignores a stored session then", () => {
    localStorage.setItem(ACCOUNT_SESSION_KEY, JSON.stringify(SESSION));
    history.replaceState(null, '', '/account?x=1#token=abc123');
    expect(readAccountStart()).toEqual({ linkToken: 'abc123', stored: null });
    expect(readAccountStart()).toEqual({ linkToken: 'abc123', stored: null });
  });

  it('comes back with a stored session that has not expired, and forgets nothing else', () => {
    history.replaceState(null, '', '/account');
    expect(readAccountStart()).toEqual({ linkToken: null, stored: null });
    localStorage.setItem(ACCOUNT_SESSION_KEY, JSON.stringify(SESSION));
    expect(readAccountStart()).toEqual({ linkToken: null, stored: SESSION });
    localStorage.setItem(ACCOUNT_SESSION_KEY, JSON.stringify({ ...SESSION, expiresAt: '2000-01-01T00:00:00.000Z' }));
    expect(readAccountStart().stored).toBeNull();
    localStorage.setItem(ACCOUNT_SESSION_KEY, 'not json');
    expect(readAccountStart().stored).toBeNull();
  });
});

describe('the account requests', () => {
  it("carry the account's token, never the staff one", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'staff-token');
    answer = () => json(200, { data: ACCOUNT });
    await accountApi.load(SESSION);
    await accountApi.saveListing(SESSION, true);
    expect(seen).toEqual([
      { method: 'GET', url: '/api/account', authorization: 'Bearer account-token', body: null },
      { method: 'PUT', url: '/api/account/listing', authorization: 'Bearer account-token', body: { listInDirectory: true } },
    ]);
    answer = () => json(200, { data: { sent: true } });
    await accountApi.requestLink(SESSION.email);
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/api/account/link', authorization: null, body: { email: SESSION.email } });
  });

  it("a 401 fails the account's request with its status and leaves the staff session alone", async () => {
    const staffExpired = vi.fn();
    onUnauthorized(staffExpired);
    answer = () => json(401, { error: 'Please ask for a new sign-in link.' });
    await expect(accountApi.load(SESSION)).rejects.toMatchObject({ status: 401, message: 'Please ask for a new sign-in link.' });
    expect(staffExpired).not.toHaveBeenCalled();
  });

  it('the renewal answers its application', async () => {
    answer = () => json(200, { data: { application: { id: 'app-1' } } });
    expect(await accountApi.startRenewal(SESSION, 'exporter')).toEqual({ id: 'app-1' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/account/renewal', body: { membershipType: 'exporter' } });
  });
});

describe('the page with the real effects', () => {
  it('opens a link: keeps the session under its own key, loads the account; signing out forgets it', async () => {
    answer = (url, method) =>
      url === '/api/account/session' && method === 'POST'
        ? json(200, { data: SESSION })
        : url === '/api/account'
          ? json(200, { data: ACCOUNT })
          : json(200, { data: { signedOut: true } });
    history.replaceState(null, '', '/account?x=1#token=abc123');
    const actor = createActor(accountLogic, { input: { linkToken: 'abc123', stored: null, fallbacks: FALLBACKS } }).start();
    // The token leaves the address bar as the link is opened.
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/account?x=1');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(JSON.parse(localStorage.getItem(ACCOUNT_SESSION_KEY)!)).toEqual(SESSION);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/account/session', body: { token: 'abc123' } });
    actor.send({ type: 'signOut.requested' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(localStorage.getItem(ACCOUNT_SESSION_KEY)).toBeNull();
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/account/session', authorization: 'Bearer account-token' });
  });

  it("a used link shows the server's message and stores nothing", async () => {
    answer = () => json(410, { error: 'This sign-in link has already been used.' });
    const actor = createActor(accountLogic, { input: { linkToken: 'used', stored: null, fallbacks: FALLBACKS } }).start();
    await waitFor(actor, (s) => s.matches({ opening: 'expired' }));
    expect(actor.getSnapshot().context.problem).toBe('This sign-in link has already been used.');
    expect(localStorage.getItem(ACCOUNT_SESSION_KEY)).toBeNull();
  });

  it('downloads a document with the session and saves it through a link; a failure is a clear message', async () => {
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    answer = () =>
      new Response('%PDF-1.7', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="certificate-ECA-2019-0042.pdf"' },
      });
    await accountApi.download(SESSION, 'certificate');
    expect(clicks).toEqual(['certificate-ECA-2019-0042.pdf']);
    expect(seen[0]).toMatchObject({ url: '/api/account/certificate.pdf', authorization: 'Bearer account-token' });
    answer = () => json(404, { error: 'There is no membership to print yet.' });
    await expect(accountApi.download(SESSION, 'acknowledgement')).rejects.toMatchObject({
      status: 404,
      message: 'There is no membership to print yet.',
    });
    expect(seen.at(-1)!.url).toBe('/api/account/acknowledgement.pdf');
    click.mockRestore();
  });
});
