// The terms and the privacy notice: GET /api/legal/:kind (the newest version, or ?version=N), in the request's language.
import { Hono } from 'hono';
import { COLUMNS_LANG } from '../../contract/languages';
import { isLegalKind, type PublicLegalDocument } from '../../contract/legal';
import type { AppEnv } from '../deps';
import { notFound, ok } from '../http';
import { requestLang } from '../lang';
import { currentDocument, documentVersion, retentionDays } from '../services/privacy';
import { PUBLIC_CACHE } from './content';

export const legalRoutes = () =>
  new Hono<AppEnv>().get('/:kind', async (c) => {
    const kind = c.req.param('kind');
    if (!isLegalKind(kind)) throw notFound('admin.legalDocumentNotFound');
    const asked = c.req.query('version');
    if (asked !== undefined && !/^[1-9]\d{0,5}$/.test(asked)) throw notFound('admin.legalDocumentNotFound');
    const db = c.get('deps').database.db;
    const doc = asked === undefined ? await currentDocument(db, kind) : await documentVersion(db, kind, Number(asked));
    if (!doc) throw notFound('admin.legalDocumentNotFound');
    const am = requestLang(c) === COLUMNS_LANG;
    const answer: PublicLegalDocument = {
      kind,
      version: doc.version,
      title: am ? doc.titleAm : doc.titleEn,
      body: am ? doc.bodyAm : doc.bodyEn,
      publishedAt: doc.publishedAt,
      retentionDays: await retentionDays(db),
    };
    c.header('Cache-Control', PUBLIC_CACHE);
    c.header('Vary', 'Accept-Language', { append: true });
    return ok(c, { document: answer });
  });
