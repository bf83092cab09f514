// The terms and the privacy notice (versioned documents admins publish), the privacy settings and the data requests
// staff answer: the shapes the server checks and the browser sends.
import * as v from 'valibot';
import { adminMessages } from './messages/admin';
import { said, say } from './say';
import { email, optionalText, required } from './validators';

export * from './legalBasics';

import { DEFAULT_LANG, LANGS, PREFIXED_LANGS, STAFF_LANGS } from './languages';
import { LEGAL_KINDS, RETENTION_MAX_DAYS, RETENTION_MIN_DAYS } from './legalBasics';

/** A document's body is long prose; this bounds what one publication may hold. */
export const LEGAL_BODY_MAX = 40_000;

/**
 * A new version of the terms or the privacy notice, in every language staff work in (each required: its pages show it).
 * A language staff do not write shows its own first version while that is the one in force, else the English.
 */
export const LegalPublishSchema = v.object({
  titleEn: required('title', 200),
  bodyEn: required('content', LEGAL_BODY_MAX),
  translations: v.object(
    Object.fromEntries(
      STAFF_LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => [
        lang,
        v.object({ title: required('title', 200), body: required('content', LEGAL_BODY_MAX) }),
      ]),
    ),
  ),
});
export type LegalPublish = v.InferOutput<typeof LegalPublishSchema>;

export const PrivacySettingsSchema = v.object({
  retentionDays: v.pipe(
    v.number(say('wholeNumber')),
    v.integer(say('wholeNumber')),
    v.minValue(RETENTION_MIN_DAYS, say('atLeast', RETENTION_MIN_DAYS)),
    v.maxValue(RETENTION_MAX_DAYS, say('atMost', RETENTION_MAX_DAYS)),
  ),
});
export type PrivacySettings = v.InferOutput<typeof PrivacySettingsSchema>;

/** Whose data a request is about: the email address the person used. */
export const DataRequestSchema = v.object({ email: email() });

/**
 * A correction of what the person's records say: only the fields given are changed, on every record that holds them
 * (applications, member record, registrations, messages). At least one must be given.
 */
export const DataCorrectionSchema = v.pipe(
  v.object({
    email: email(),
    firstName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, say('tooLong', 'firstName', 80)))),
    lastName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, say('tooLong', 'lastName', 80)))),
    phone: v.optional(
      v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 ()-]{7,20}$/, say('invalidPhone')))], say('invalidPhone')),
    ),
    company: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, say('tooLong', 'company', 200)))),
    city: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, say('tooLong', 'city', 200)))),
    note: optionalText(500),
  }),
  v.transform((input) => {
    const changes = Object.fromEntries(
      (['firstName', 'lastName', 'phone', 'company', 'city'] as const)
        .filter((k) => input[k] !== undefined && input[k] !== '')
        .map((k) => [k, input[k] as string]),
    ) as Partial<Record<'firstName' | 'lastName' | 'phone' | 'company' | 'city', string>>;
    return { email: input.email, note: input.note, changes };
  }),
  v.check((input) => Object.keys(input.changes).length > 0, said(adminMessages.correctionEmpty, 'admin.correctionEmpty')),
);
export type DataCorrection = v.InferOutput<typeof DataCorrectionSchema>;

// ── Answers (the API's own values), for the API's reference document ────────────────────────────────────────────

const stamp = () => v.pipe(v.string(), v.isoTimestamp());
const LegalDocumentSchema = v.object({
  kind: v.picklist(LEGAL_KINDS),
  version: v.number(),
  titleEn: v.string(),
  bodyEn: v.string(),
  /** The version in each other language staff publish it in. */
  translations: v.record(v.picklist(PREFIXED_LANGS), v.object({ title: v.string(), body: v.string() })),
  publishedAt: stamp(),
  publishedByName: v.string(),
});
export const PublicLegalAnswerSchema = v.object({
  document: v.object({
    kind: v.picklist(LEGAL_KINDS),
    version: v.number(),
    title: v.string(),
    body: v.string(),
    publishedAt: stamp(),
    retentionDays: v.number(),
    lang: v.optional(v.pipe(v.picklist(LANGS), v.description('The text’s language when it is not the one asked for.'))),
  }),
});
export const LegalVersionsAnswerSchema = v.object({ versions: v.array(LegalDocumentSchema) });
export const LegalPublishedAnswerSchema = v.object({ document: LegalDocumentSchema });
export const PrivacySettingsAnswerSchema = v.object({ settings: v.object({ retentionDays: v.number() }) });
const counts = v.record(v.string(), v.number());
export const DataRequestSummaryAnswerSchema = v.object({
  summary: v.object({ email: v.string(), counts, total: v.number() }),
});
export const DataCorrectedAnswerSchema = v.object({ changed: counts });
export const DataErasedAnswerSchema = v.object({ erased: counts });
export const DataEraseSchema = v.object({
  ...DataRequestSchema.entries,
  confirm: v.literal(true, said(adminMessages.confirmErase, 'admin.confirmErase')),
});
