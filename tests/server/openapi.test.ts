// The API describes itself: /api/openapi.json is a valid OpenAPI 3.1 document of exactly the routes the app serves,
// made from the contract's schemas, and /api/docs is a readable page of it that needs no script.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS, CONTACT_TYPES } from '../../contract/contact';
import { ATTENDEE_CHOICES } from '../../contract/events';
import { seedSteps } from '../../server/db/seed';
import { describedRoutes, openApiPath } from '../../server/platform/apiDoc';
import { accountSession, call, createTestContext, makeUser, type TestContext } from '../support/app';

type Json = Record<string, any>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

let ctx: TestContext;
let doc: Json;
let backupDir: string;
beforeAll(async () => {
  backupDir = mkdtempSync(join(tmpdir(), 'openapi-test-'));
  ctx = await createTestContext({ seedSteps, env: { BACKUP_DIR: backupDir } });
  const res = await call(ctx, 'GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = res.json;
});
afterAll(async () => {
  await ctx.close();
  rmSync(backupDir, { recursive: true, force: true });
});

/** Every described route, with what it answers. */
const routesOf = () =>
  describedRoutes(ctx.app as never).map(({ method, path, doc }) => ({ method, path, ...doc, params: path.includes(':') }));

/** Every operation of the document as "METHOD /path". */
const documented = () =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ key: `${m.toUpperCase()} ${path}`, method: m, path, op: item[m] as Json })),
  );

/** A path of the document with its parameters filled in (ids that exist nowhere). */
const concrete = (path: string) => path.replace('{receiptId}', '1').replace(/\{[^}]+\}/g, '0b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d');

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('documents every /api route the app serves, and nothing it does not serve', () => {
    const served = new Set(
      ctx.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${openApiPath(r.path)}`),
    );
    expect(served.size).toBeGreaterThan(40);
    expect(
      documented()
        .map((o) => o.key)
        .sort(),
    ).toEqual([...served].sort());
  });

  it('says, for every route, whether it needs a bearer token and which roles it accepts: the app refuses exactly so', async () => {
    expect(doc.components.securitySchemes.bearerAuth).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    const mismatches: string[] = [];
    const staffRoutes: string[] = [];
    for (const { key, method, path, op } of documented()) {
      const needsToken = (op.security as Json[]).length > 0 && (op.security as Json[]).every((s) => 'bearerAuth' in s);
      const roles = op['x-roles'] as string[] | undefined;
      // An account session's routes: refused without a token, and with any staff token.
      if ((op.security as Json[]).some((s) => 'accountAuth' in s)) {
        expect(op.responses['401'], key).toBeDefined();
        if (roles !== undefined || needsToken) mismatches.push(`${key}: an account route with staff roles`);
        for (const role of [undefined, 'user', 'moderator', 'admin'] as const) {
          const token = role && (await makeUser(ctx, role)).token;
          const res = await call(ctx, method.toUpperCase(), concrete(path), undefined, { token });
          if (res.status !== 401) mismatches.push(`${key}: ${res.status} for ${role ?? 'no token'}`);
        }
        continue;
      }
      if (needsToken !== (roles !== undefined)) mismatches.push(`${key}: security and x-roles disagree`);
      if (needsToken) {
        staffRoutes.push(key);
        expect(op.responses['401'], key).toBeDefined();
        expect(op.responses['403'], key).toBeDefined();
      }
      const anonymous = await call(ctx, method.toUpperCase(), concrete(path));
      if (needsToken !== (anonymous.status === 401)) mismatches.push(`${key}: ${anonymous.status} without a token`);
      if (!needsToken) continue;
      for (const role of ['user', 'moderator', 'admin'] as const) {
        // The admin's pass would write (a backup, deletions): its acceptance is what the two others leave over.
        if (role === 'admin') {
          if (!roles?.includes('admin')) mismatches.push(`${key}: refuses admins`);
          continue;
        }
        const { token } = await makeUser(ctx, role);
        const res = await call(ctx, method.toUpperCase(), concrete(path), undefined, { token });
        const accepted = res.status !== 401 && res.status !== 403;
        if (accepted !== Boolean(roles?.includes(role))) mismatches.push(`${key}: ${res.status} for a ${role}`);
      }
    }
    expect(mismatches).toEqual([]);
    // The staff area, and only signed-in routes, are behind tokens.
    expect(staffRoutes.filter((k) => k.includes('/api/admin/')).length).toBe(
      documented().filter((o) => o.path.includes('/api/admin/')).length,
    );
    expect(staffRoutes).toContain('GET /api/auth/me');
    expect(staffRoutes).not.toContain('POST /api/contact');
    expect(doc.paths['/api/admin/users'].get['x-roles']).toEqual(['admin']);
    expect(doc.paths['/api/admin/events'].get['x-roles']).toEqual(['admin', 'moderator']);
  });

  it("takes the request shapes from the contract: POST /api/contact's required fields and choices", () => {
    const body = doc.paths['/api/contact'].post.requestBody.content['application/json'].schema;
    expect(body.type).toBe('object');
    expect([...body.required].sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(body.properties.subject.enum).toEqual([...CONTACT_SUBJECTS]);
    expect(body.properties.contactType.enum).toEqual([...CONTACT_TYPES]);
    expect(body.properties.contactType.default).toBe('individual');
    expect(body.properties.name.maxLength).toBe(120);
    expect(body.properties.email.format).toBe('email');

    const registration = doc.paths['/api/events/{id}/register'].post;
    expect(registration.requestBody.content['application/json'].schema.properties.attendees.enum).toEqual([...ATTENDEE_CHOICES]);
    expect(registration.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);

    const list = doc.paths['/api/admin/contact-messages'].get.parameters.map((p: Json) => `${p.in}:${p.name}`);
    expect(list).toEqual(['query:page', 'query:pageSize', 'query:q', 'query:format', 'query:status']);
  });

  it('gives every refusal the error shape { error, code, message, fields? }', () => {
    const error = doc.components.schemas.Error;
    expect([...error.required].sort()).toEqual(['code', 'error', 'message']);
    expect(error.properties.code).toMatchObject({ type: 'string' });
    expect(error.properties.fields).toMatchObject({ type: 'object', additionalProperties: { type: 'string' } });
    for (const { key, op } of documented()) {
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        if (status.startsWith('2')) continue;
        // A refusal that says more (a refused check-in's ticket) has the error shape and its own keys besides.
        const own = response.content?.['application/json']?.schema;
        if (own) {
          expect(own.required, `${key} ${status}`).toEqual(expect.arrayContaining(['error', 'code', 'message']));
          continue;
        }
        const ref = String(response.$ref ?? '');
        expect(ref, `${key} ${status}`).toMatch(/^#\/components\/responses\//);
        const target = doc.components.responses[ref.split('/').pop()!];
        expect(target.content['application/json'].schema, `${key} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
    const contact = doc.paths['/api/contact'].post.responses;
    expect(Object.keys(contact)).toEqual(expect.arrayContaining(['201', '400', '413', '415', '429', 'default']));
  });

  it('describes the answers the routes really give', async () => {
    const admin = await makeUser(ctx, 'admin');
    const sent = await call(ctx, 'POST', '/api/contact', {
      name: 'Abebe',
      email: 'abebe@example.org',
      subject: 'Other',
      message: 'Hello',
    });
    expect(sent.status).toBe(201);
    const applied = await call(ctx, 'POST', '/api/membership/apply', {
      firstName: 'Almaz',
      lastName: 'Tesfaye',
      email: 'almaz@example.org',
      phone: '+251 911 000000',
      company: 'Farm',
      address: 'Road 1',
      city: 'Hawassa',
      membershipType: 'farmer',
      terms: true,
    });
    expect(applied.status).toBe(201);
    const wrong: string[] = [];
    let checked = 0;
    /** The answer fits the route's answer schema, and has no field the schema leaves out (valibot drops unknown keys). */
    const conforms = (method: string, path: string, body: unknown) => {
      const route = routesOf().find((r) => r.method === method && new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(path));
      const result = v.safeParse(route!.answer.schema!, body);
      if (!result.success) wrong.push(`${method} ${path}: ${JSON.stringify(v.flatten(result.issues))}`);
      else if (!isDeepStrictEqual(result.output, body)) wrong.push(`${method} ${path}: fields the document lacks`);
      checked++;
    };
    conforms('post', '/api/contact', sent.json);
    conforms('post', '/api/membership/apply', applied.json);
    // Every answer the app gives to a plain GET (no parameters), and a few with one.
    const accountToken = await accountSession(ctx, 'almaz@example.org');
    for (const route of routesOf()) {
      if (route.method !== 'get' || route.params || !route.answer.schema) continue;
      const res = await call(ctx, 'GET', route.path, undefined, { token: route.account ? accountToken : admin.token });
      expect(res.status, route.path).toBe(route.answer.status);
      conforms('get', route.path, res.json);
    }
    const posts = (await call(ctx, 'GET', '/api/blog-posts')).json.data as { id: string }[];
    const events = (await call(ctx, 'GET', '/api/events')).json.data as { id: string }[];
    expect(posts.length).toBeGreaterThan(0);
    expect(events.length).toBeGreaterThan(0);
    const applicationId = applied.json.data.application.id as string;
    for (const path of [
      `/api/blog-posts/${posts[0]!.id}`,
      `/api/events/${events[0]!.id}`,
      `/api/events/${events[0]!.id}/registrations`,
      `/api/membership/applications/${applicationId}`,
      `/api/admin/membership-applications/${applicationId}/receipts`,
      '/api/admin/privacy/documents/privacy',
    ]) {
      const res = await call(ctx, 'GET', path, undefined, { token: admin.token });
      expect(res.status, path).toBe(200);
      conforms('get', path, res.json);
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });
});

describe('GET /api/docs', () => {
  it('is a page naming every route, linking the document', async () => {
    const res = await call(ctx, 'GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    for (const { method, path } of documented()) {
      expect(res.text, `${method} ${path}`).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
    }
    expect(res.text).toContain('href="/api/openapi.json"');
    expect(res.text).toContain('Authorization: Bearer');
  });

  it("works under the site's Content-Security-Policy: no script of any kind, nothing from elsewhere", async () => {
    const res = await call(ctx, 'GET', '/api/docs');
    const csp = Object.fromEntries(
      (res.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).not.toMatch(/\son[a-z]+\s*=/i);
    expect(res.text).not.toMatch(/javascript:/i);
    // Inline style is what the policy allows (style-src 'unsafe-inline'); every link stays on this site.
    if (/<style|\sstyle=/i.test(res.text)) expect(csp['style-src'] ?? csp['default-src']).toContain("'unsafe-inline'");
    const urls = [...res.text.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);
    expect(urls.filter((u) => !u.startsWith('#') && !u.startsWith('/'))).toEqual([]);
  });
});
