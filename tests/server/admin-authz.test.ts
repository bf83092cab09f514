// Every admin route × {no token, user, moderator, admin}: 401 without a token, 403 for the wrong role, the real answer otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';

let ctx: TestContext;
const tokens: Record<'user' | 'moderator' | 'admin', string> = { user: '', moderator: '', admin: '' };
const missing = '00000000-0000-4000-8000-000000000000';

const event = { title: 'Field day', description: 'Visit the demonstration farm.', date: '2030-08-01', location: 'Hawassa' };
const post = { title: 'News', description: 'Short', content: '<p>Body</p>', author: 'Staff', tags: ['a'] };
const resource = { title: 'Guide', description: 'How to plant', downloadUrl: 'https://example.org/guide.pdf' };
const userEdit = { name: 'Someone', email: 'someone@example.org', role: 'user', status: 'active' };

type Route = { method: string; path: string; body?: unknown; allowed: number; adminOnly?: boolean };
const routes: Route[] = [
  { method: 'GET', path: '/api/admin/dashboard-summary', allowed: 200 },
  { method: 'GET', path: '/api/admin/events', allowed: 200 },
  { method: 'POST', path: '/api/admin/events', body: event, allowed: 201 },
  { method: 'PUT', path: `/api/admin/events/${missing}`, body: event, allowed: 404 },
  { method: 'DELETE', path: `/api/admin/events/${missing}`, allowed: 404 },
  { method: 'GET', path: '/api/admin/blog-posts', allowed: 200 },
  { method: 'POST', path: '/api/admin/blog-posts', body: post, allowed: 201 },
  { method: 'PUT', path: '/api/admin/blog-posts/nope', body: post, allowed: 404 },
  { method: 'DELETE', path: '/api/admin/blog-posts/nope', allowed: 404 },
  { method: 'GET', path: '/api/admin/resources', allowed: 200 },
  { method: 'POST', path: '/api/admin/resources', body: resource, allowed: 201 },
  { method: 'PUT', path: '/api/admin/resources/nope', body: resource, allowed: 404 },
  { method: 'DELETE', path: '/api/admin/resources/nope', allowed: 404 },
  { method: 'GET', path: '/api/admin/users', allowed: 200, adminOnly: true },
  { method: 'GET', path: '/api/admin/invitations', allowed: 200, adminOnly: true },
  { method: 'DELETE', path: `/api/admin/invitations/${missing}`, allowed: 404, adminOnly: true },
  { method: 'PUT', path: `/api/admin/users/${missing}`, body: userEdit, allowed: 404, adminOnly: true },
  { method: 'DELETE', path: `/api/admin/users/${missing}`, allowed: 404, adminOnly: true },
  { method: 'GET', path: '/api/admin/analytics?period=7d', allowed: 200 },
  { method: 'GET', path: '/api/admin/registrations', allowed: 200 },
  { method: 'GET', path: '/api/admin/registrations?format=csv', allowed: 200 },
  { method: 'GET', path: '/api/admin/membership-applications', allowed: 200 },
  { method: 'GET', path: '/api/admin/membership-applications?format=csv', allowed: 200 },
  { method: 'GET', path: `/api/admin/membership-applications/${missing}/receipt`, allowed: 404 },
  { method: 'PUT', path: `/api/admin/membership-applications/${missing}/status`, body: { status: 'approved' }, allowed: 404 },
  { method: 'GET', path: `/api/admin/members/${missing}`, allowed: 404 },
  { method: 'GET', path: '/api/admin/members', allowed: 200 },
  { method: 'GET', path: '/api/admin/members?format=csv', allowed: 200 },
  {
    method: 'PUT',
    path: `/api/admin/members/${missing}`,
    body: { validUntil: '2030-01-01', listInDirectory: true, reason: 'Paid late' },
    allowed: 404,
  },
  { method: 'POST', path: `/api/admin/members/${missing}/renewals`, body: { membershipType: 'farmer', reason: 'Cash' }, allowed: 404 },
  { method: 'GET', path: '/api/admin/contact-messages', allowed: 200 },
  { method: 'GET', path: '/api/admin/contact-messages?format=csv', allowed: 200 },
  { method: 'PUT', path: `/api/admin/contact-messages/${missing}/status`, body: { status: 'replied' }, allowed: 404 },
  { method: 'GET', path: `/api/admin/contact-messages/${missing}/replies`, allowed: 404 },
  { method: 'POST', path: `/api/admin/contact-messages/${missing}/replies`, body: { text: 'Hello' }, allowed: 404 },
];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['user', 'moderator', 'admin'] as const) tokens[role] = (await makeUser(ctx, role)).token;
});
afterAll(() => ctx.close());

describe('admin authorization matrix', () => {
  for (const r of routes) {
    for (const who of ['none', 'user', 'moderator', 'admin'] as const) {
      const expected = who === 'none' ? 401 : who === 'user' ? 403 : who === 'moderator' && r.adminOnly ? 403 : r.allowed;
      it(`${r.method} ${r.path} as ${who} → ${expected}`, async () => {
        const res = await call(ctx, r.method, r.path, r.body, who === 'none' ? {} : { token: tokens[who] });
        expect(res.status, res.text).toBe(expected);
        if (expected === 401 || expected === 403) expect(res.json.message).toBeTruthy();
      });
    }
  }

  it('rejects a forged or expired token with 401', async () => {
    const res = await call(ctx, 'GET', '/api/admin/events', undefined, { token: 'x'.repeat(43) });
    expect(res.status).toBe(401);
  });
});
