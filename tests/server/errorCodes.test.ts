// Refusals as codes: every code has a text in every language, the texts are looked up by code, and the API sends the
// same code in every language with the words of the request's language.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coded, type ErrorCode, ref } from '../../contract/errors';
import { LANGS } from '../../contract/languages';
import { messages } from '../../contract/messages';
import { authMessages as amAuth } from '../../contract/messages/am/auth';
import { httpMessages as amHttp } from '../../contract/messages/am/http';
import { serverMessages as amServer } from '../../contract/messages/am/server';
import { fieldLabels as amFields, validationMessages as amValidation } from '../../contract/messages/am/validation';
import { serverMessages } from '../../contract/messages/server';
import { said } from '../../contract/say';
import { email, fieldErrors, fieldIssues, required } from '../../contract/validators';
import { ERROR_CATALOGS, entryOf, messageOf } from '../../server/messages/codes';
import { call, createTestContext, type TestContext } from '../support/app';

const AM = { 'Accept-Language': 'am' };
const ETHIOPIC = /[\u1200-\u137F]/;

/** Every code of the English catalog with its text or template. */
function codesOf(node: unknown, path = ''): [string, unknown][] {
  if (typeof node === 'string' || typeof node === 'function') return [[path, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => codesOf(v, path ? `${path}.${k}` : k));
}
const CODES = codesOf(ERROR_CATALOGS.en);

describe('the catalogs of refusals', () => {
  it('has a text of the same kind for every code in every language', () => {
    expect(CODES.length).toBeGreaterThan(150);
    for (const lang of LANGS) {
      for (const [code, en] of CODES) {
        const text = entryOf(lang, code);
        expect(typeof text, `${lang} ${code}`).toBe(typeof en);
        if (typeof en === 'function') expect((text as (...a: unknown[]) => string).length, `${lang} ${code}`).toBe(en.length);
        const sample = typeof text === 'function' ? text(...Array.from({ length: text.length }, (_, i) => 17 + i)) : text;
        expect(sample, `${lang} ${code}`).toMatch(lang === 'am' ? ETHIOPIC : /\S/);
      }
    }
  });

  it('looks a text up by its code, a template filled with its parameters in the same language', () => {
    expect(messageOf('en', 'events.registrationClosed')).toBe(messages.events.registrationClosed);
    expect(messageOf('en', 'events.checkIn.alreadyCheckedIn')).toBe(messages.events.checkIn.alreadyCheckedIn);
    const eventNotFound = coded('server.notFound', ref('server.things.event'));
    expect(messageOf('en', eventNotFound)).toBe('That event was not found.');
    expect(messageOf('am', eventNotFound)).toBe(amServer.notFound(amServer.things.event));
    expect(messageOf('en', coded('server.exportTooLarge', 5000))).toBe(serverMessages.exportTooLarge(5000));
    expect(messageOf('am', coded('validation.required', ref('fields.email')))).toBe('ኢሜይል ያስፈልጋል');
  });

  it('refuses a code that does not exist, at typecheck and at run time', () => {
    // @ts-expect-error: not a code
    const wrong: ErrorCode = 'events.registrationClosedd';
    expect(() => messageOf('am', wrong as never)).toThrow(/No text for the code/);
    // @ts-expect-error: a template needs its parameters
    coded('server.notFound');
  });
});

describe("the schemas' messages", () => {
  it('put their code on the issue and answer the text', () => {
    const schema = v.object({ email: email(), name: required('firstName', 3) });
    const result = v.safeParse(schema, { email: 'x', name: 'Hanna' });
    expect(result.success).toBe(false);
    const issues = fieldIssues(result.issues!);
    expect(issues.email).toMatchObject({ message: messages.validation.invalidEmail, coded: { code: 'validation.invalidEmail' } });
    expect(issues.name).toMatchObject({ message: 'First name must be at most 3 characters' });
    expect(messageOf('am', issues.name!.coded!)).toBe(amValidation.tooLong(amFields.firstName, 3));
    expect(fieldErrors(result.issues!)).toEqual({
      email: messages.validation.invalidEmail,
      name: 'First name must be at most 3 characters',
    });
  });

  it('a message of another catalog keeps its own code', () => {
    const result = v.safeParse(v.literal(true, said(messages.admin.confirmErase, 'admin.confirmErase')), false);
    expect(fieldIssues(result.issues!)._form).toMatchObject({ message: messages.admin.confirmErase, coded: 'admin.confirmErase' });
  });
});

describe('the API sends codes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('a plain refusal: the same code, the words of the request language', async () => {
    const body = { email: 'nobody@example.org', password: 'wrong-password-1' };
    const en = await call(ctx, 'POST', '/api/auth/login', body);
    const am = await call(ctx, 'POST', '/api/auth/login', body, { headers: AM });
    const code = 'auth.invalidCredentials';
    expect(en).toMatchObject({
      status: 401,
      json: { error: messages.auth.invalidCredentials, code, message: messages.auth.invalidCredentials },
    });
    expect(am).toMatchObject({ status: 401, json: { error: amAuth.invalidCredentials, code, message: amAuth.invalidCredentials } });
  });

  it('a templated refusal: not found, with its thing in the same language', async () => {
    const path = `/api/events/${crypto.randomUUID()}`;
    const en = await call(ctx, 'GET', path);
    const am = await call(ctx, 'GET', path, undefined, { headers: AM });
    expect(en).toMatchObject({ status: 404, json: { error: 'That event was not found.', code: 'server.notFound' } });
    expect(am).toMatchObject({ status: 404, json: { error: 'ዝግጅቱ አልተገኘም።', code: 'server.notFound' } });
  });

  /** A contact message refused for one field: the same code in both languages, each worded in its own. */
  const refusesFieldInBoth = async (body: Record<string, unknown>, field: string, code: ErrorCode, en: string, am: string) => {
    const inEnglish = await call(ctx, 'POST', '/api/contact', body);
    const inAmharic = await call(ctx, 'POST', '/api/contact', body, { headers: AM });
    expect(inEnglish).toMatchObject({ status: 400, json: { code, error: en, fields: { [field]: en } } });
    expect(inAmharic).toMatchObject({ status: 400, json: { code, error: am, fields: { [field]: am } } });
  };

  it("a field error: the field's text in the request language under the same code", async () => {
    const body = { name: 'Hanna\u0000', email: 'h@example.org', subject: 'General Inquiry', message: 'Hello there, a question.' };
    await refusesFieldInBoth(body, 'name', 'server.unstorable', serverMessages.unstorable, amServer.unstorable);
  });

  it('a schema refusal of several fields: the validation code, each field worded by its code', async () => {
    const en = await call(ctx, 'POST', '/api/contact', {});
    const am = await call(ctx, 'POST', '/api/contact', {}, { headers: AM });
    expect(en.json).toMatchObject({ code: 'http.validation', error: messages.http.validation, fields: { email: 'Email is required' } });
    expect(am.json).toMatchObject({ code: 'http.validation', error: amHttp.validation, fields: { email: 'ኢሜይል ያስፈልጋል' } });
  });

  it("a schema refusal of one field: that field's code, its text the message", async () => {
    const body = { name: 'Hanna Mulugeta', email: 'not-an-address', subject: 'General Inquiry', message: 'Hello there, a question.' };
    await refusesFieldInBoth(body, 'email', 'validation.invalidEmail', messages.validation.invalidEmail, amValidation.invalidEmail);
  });
});
