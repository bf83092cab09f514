// The Privacy screen's API (admins only, every write audited): /api/admin/privacy/… publishes versions of the terms and
// the privacy notice, keeps the retention period, and answers a person's data request (find, export, correct, erase).
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import {
  DataCorrectedAnswerSchema,
  DataCorrectionSchema,
  DataErasedAnswerSchema,
  DataEraseSchema,
  DataRequestSchema,
  DataRequestSummaryAnswerSchema,
  LEGAL_KINDS,
  LegalPublishedAnswerSchema,
  LegalPublishSchema,
  LegalVersionsAnswerSchema,
  PrivacySettingsAnswerSchema,
  PrivacySettingsSchema,
} from '../../../contract/legal';
import { ADMIN, data, describe, file, jsonInput, pathInput, type RouteDoc } from '../../platform/apiDoc';
import { audit } from '../../platform/audit';
import type { AppEnv } from '../../platform/deps';
import { ApiError, notFound, ok } from '../../platform/http';
import { actorOf } from '../../platform/lists';
import {
  correctPerson,
  documentVersions,
  erasePerson,
  personRecords,
  publishDocument,
  retentionDays,
  setRetentionDays,
  subjectRef,
  summarize,
} from './service';

/** Admins only: an editor is told so in words, not just refused. */
const adminsOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('user')?.role !== 'admin') throw new ApiError(403, 'admin.privacyNoPermission');
  await next();
});

/** `:kind`, terms or privacy; any other is a 404. */
const kindInput = () =>
  pathInput(v.object({ kind: v.pipe(v.picklist(LEGAL_KINDS), v.description('terms or privacy.')) }), 'admin.legalDocumentNotFound');

/** What the admin routes here say of themselves: the Privacy tag, admins only. */
const admin = (summary: string, answer: RouteDoc['answer'], more: Partial<RouteDoc> = {}) =>
  describe({ tag: 'Privacy', summary, roles: ADMIN, answer, ...more });
const PERSON = 'The address is sent in the body, never in a URL, so it stays out of logs; the audit log names it by a digest.';

export const adminPrivacyRoutes = () =>
  new Hono<AppEnv>()
    .use('*', adminsOnly)
    .get(
      '/documents/:kind',
      admin('Every published version of a document, newest first', data(LegalVersionsAnswerSchema), { errors: [404] }),
      kindInput(),
      async (c) => {
        const { kind } = c.req.valid('param');
        return ok(c, { versions: await documentVersions(c.get('deps').database.db, kind) });
      },
    )
    .post(
      '/documents/:kind',
      admin('Publish a new version (the old ones are kept)', data(LegalPublishedAnswerSchema, 201), { errors: [400, 404] }),
      kindInput(),
      jsonInput(LegalPublishSchema),
      async (c) => {
        const { kind } = c.req.valid('param');
        const doc = await publishDocument(c.get('deps').database.db, actorOf(c), kind, c.req.valid('json'));
        return ok(c, { document: doc }, 201);
      },
    )
    .get('/settings', admin('The retention period', data(PrivacySettingsAnswerSchema)), async (c) =>
      ok(c, { settings: { retentionDays: await retentionDays(c.get('deps').database.db) } }),
    )
    .put(
      '/settings',
      admin('Change the retention period', data(PrivacySettingsAnswerSchema), { errors: [400] }),
      jsonInput(PrivacySettingsSchema),
      async (c) => {
        const input = c.req.valid('json');
        const deps = c.get('deps');
        const days = await setRetentionDays(deps.database.db, actorOf(c), input.retentionDays, deps.now());
        return ok(c, { settings: { retentionDays: days } });
      },
    )
    // A search is a POST: the address searched for stays out of every URL and log line.
    .post(
      '/requests/find',
      admin('Count everything held about an email address', data(DataRequestSummaryAnswerSchema), { description: PERSON, errors: [400] }),
      jsonInput(DataRequestSchema),
      async (c) => {
        const { email } = c.req.valid('json');
        const db = c.get('deps').database.db;
        const summary = summarize(email, await personRecords(db, email));
        await audit(db, actorOf(c), 'find', 'data_request', subjectRef(email), { total: summary.total });
        return ok(c, { summary });
      },
    )
    .post(
      '/requests/export',
      admin(
        'Every record held about an email address, as a JSON file',
        file('The file.', { 'application/json': 'Every record of that person (receipts in base64), nothing of anyone else.' }),
        { description: PERSON, errors: [400, 404] },
      ),
      jsonInput(DataRequestSchema),
      async (c) => {
        const { email } = c.req.valid('json');
        const deps = c.get('deps');
        const records = await personRecords(deps.database.db, email);
        const summary = summarize(email, records);
        if (summary.total === 0) throw notFound('admin.nothingHeld');
        await audit(deps.database.db, actorOf(c), 'export', 'data_request', subjectRef(email), { counts: summary.counts });
        const file = {
          format: 'ecpa-personal-data',
          version: 1,
          exportedAt: deps.now().toISOString(),
          email,
          controller: 'Ethiopian Cassava Association',
          law: 'Personal Data Protection Proclamation No. 1321/2024',
          records,
        };
        c.header('Content-Disposition', `attachment; filename="personal-data-${deps.now().toISOString().slice(0, 10)}.json"`);
        return c.json(file);
      },
    )
    .post(
      '/requests/correct',
      admin("Correct a person's name, phone, company or city on every record", data(DataCorrectedAnswerSchema), {
        description: PERSON,
        errors: [400, 404],
      }),
      jsonInput(DataCorrectionSchema),
      async (c) => {
        const input = c.req.valid('json');
        const deps = c.get('deps');
        if (summarize(input.email, await personRecords(deps.database.db, input.email)).total === 0) throw notFound('admin.nothingHeld');
        const changed = await correctPerson(deps.database.db, actorOf(c), input, deps.now());
        return ok(c, { changed });
      },
    )
    .post(
      '/requests/erase',
      admin('Erase a person: delete what can go, anonymise what the accounts keep', data(DataErasedAnswerSchema), {
        description: `${PERSON} Payment acknowledgements keep their numbers and amounts, registrations their seats, without a name.`,
        errors: [400, 404],
      }),
      jsonInput(DataEraseSchema),
      async (c) => {
        const { email } = c.req.valid('json');
        const deps = c.get('deps');
        if (summarize(email, await personRecords(deps.database.db, email)).total === 0) throw notFound('admin.nothingHeld');
        const erased = await erasePerson(deps.database.db, actorOf(c), email, deps.now());
        return ok(c, { erased });
      },
    );
