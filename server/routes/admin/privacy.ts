// The Privacy screen's API (admins only, every write audited): /api/admin/privacy/… publishes versions of the terms and
// the privacy notice, keeps the retention period, and answers a person's data request (find, export, correct, erase).
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  DataCorrectionSchema,
  DataEraseSchema,
  DataRequestSchema,
  isLegalKind,
  LegalPublishSchema,
  PrivacySettingsSchema,
} from '../../../contract/legal';
import type { AppEnv } from '../../deps';
import { ApiError, jsonBody, notFound, ok } from '../../http';
import { audit } from '../../services/audit';
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
} from '../../services/privacy';
import { actorOf } from './list';

/** Admins only: an editor is told so in words, not just refused. */
const adminsOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('user')?.role !== 'admin') throw new ApiError(403, 'admin.privacyNoPermission');
  await next();
});

const kindParam = (kind: string) => {
  if (!isLegalKind(kind)) throw notFound('admin.legalDocumentNotFound');
  return kind;
};

export const adminPrivacyRoutes = () =>
  new Hono<AppEnv>()
    .use('*', adminsOnly)
    .get('/documents/:kind', async (c) => {
      const kind = kindParam(c.req.param('kind'));
      return ok(c, { versions: await documentVersions(c.get('deps').database.db, kind) });
    })
    .post('/documents/:kind', async (c) => {
      const kind = kindParam(c.req.param('kind'));
      const input = await jsonBody(c, LegalPublishSchema);
      const doc = await publishDocument(c.get('deps').database.db, actorOf(c), kind, input);
      return ok(c, { document: doc }, 201);
    })
    .get('/settings', async (c) => ok(c, { settings: { retentionDays: await retentionDays(c.get('deps').database.db) } }))
    .put('/settings', async (c) => {
      const input = await jsonBody(c, PrivacySettingsSchema);
      const deps = c.get('deps');
      const days = await setRetentionDays(deps.database.db, actorOf(c), input.retentionDays, deps.now());
      return ok(c, { settings: { retentionDays: days } });
    })
    // A search is a POST: the address searched for stays out of every URL and log line.
    .post('/requests/find', async (c) => {
      const { email } = await jsonBody(c, DataRequestSchema);
      const db = c.get('deps').database.db;
      const summary = summarize(email, await personRecords(db, email));
      await audit(db, actorOf(c), 'find', 'data_request', subjectRef(email), { total: summary.total });
      return ok(c, { summary });
    })
    .post('/requests/export', async (c) => {
      const { email } = await jsonBody(c, DataRequestSchema);
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
    })
    .post('/requests/correct', async (c) => {
      const input = await jsonBody(c, DataCorrectionSchema);
      const deps = c.get('deps');
      if (summarize(input.email, await personRecords(deps.database.db, input.email)).total === 0) throw notFound('admin.nothingHeld');
      const changed = await correctPerson(deps.database.db, actorOf(c), input, deps.now());
      return ok(c, { changed });
    })
    .post('/requests/erase', async (c) => {
      const { email } = await jsonBody(c, DataEraseSchema);
      const deps = c.get('deps');
      if (summarize(email, await personRecords(deps.database.db, email)).total === 0) throw notFound('admin.nothingHeld');
      const erased = await erasePerson(deps.database.db, actorOf(c), email, deps.now());
      return ok(c, { erased });
    });
