// The terms and the privacy notice: GET /api/legal/:kind (the newest version, or ?version=N), in the request's language.
import { Hono } from 'hono';
import * as v from 'valibot';
import { DEFAULT_LANG } from '../../../contract/languages';
import { LEGAL_KINDS, PublicLegalAnswerSchema, type PublicLegalDocument } from '../../../contract/legal';
import { data, describe, pathInput, queryInput } from '../../platform/apiDoc';
import type { AppEnv } from '../../platform/deps';
import { notFound, ok } from '../../platform/http';
import { requestLang } from '../../platform/lang';
import { wordsIn } from '../../platform/languages';
import { PUBLIC_CACHE } from '../../platform/publicAnswers';
import { currentDocument, documentVersion, retentionDays } from '../privacy/service';

const VERSION = /^[1-9]\d{0,5}$/;

export const legalRoutes = () =>
  new Hono<AppEnv>().get(
    '/:kind',
    describe({
      tag: 'Content',
      summary: 'The newest terms or privacy notice (or ?version=N), in the request language',
      answer: data(PublicLegalAnswerSchema),
      errors: [404],
    }),
    pathInput(v.object({ kind: v.pipe(v.picklist(LEGAL_KINDS), v.description('terms or privacy.')) }), 'admin.legalDocumentNotFound'),
    // A version that is no number names no document: a 404 like a number never published, not a 400, so the pattern
    // is checked in the handler.
    queryInput(v.object({ version: v.optional(v.pipe(v.string(), v.description('A published version: 1, 2, …'))) })),
    async (c) => {
      const { kind } = c.req.valid('param');
      const asked = c.req.valid('query').version;
      if (asked !== undefined && !VERSION.test(asked)) throw notFound('admin.legalDocumentNotFound');
      const db = c.get('deps').database.db;
      const doc = asked === undefined ? await currentDocument(db, kind) : await documentVersion(db, kind, Number(asked));
      if (!doc) throw notFound('admin.legalDocumentNotFound');
      const lang = requestLang(c);
      // A version in the languages it was published in. A language without its text has the first version (the seeded
      // one) in its own words; a later version is shown in English, and says so.
      const own = lang === DEFAULT_LANG ? undefined : doc.translations[lang];
      const text =
        lang === DEFAULT_LANG
          ? { title: doc.titleEn, body: doc.bodyEn }
          : own
            ? { title: own.title, body: own.body }
            : doc.version === 1
              ? (({ title, body }) => ({ title, body }))(wordsIn(lang).firstLegal(kind))
              : { title: doc.titleEn, body: doc.bodyEn, lang: DEFAULT_LANG };
      const answer: PublicLegalDocument = {
        kind,
        version: doc.version,
        ...text,
        publishedAt: doc.publishedAt,
        retentionDays: await retentionDays(db),
      };
      c.header('Cache-Control', PUBLIC_CACHE);
      c.header('Vary', 'Accept-Language', { append: true });
      return ok(c, { document: answer });
    },
  );
