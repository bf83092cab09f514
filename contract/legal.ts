// The terms and the privacy notice (versioned documents admins publish), the privacy settings and the data requests
// staff answer: the shapes the server checks and the browser sends.
import * as v from 'valibot';
import { adminMessages } from './messages/admin';
import { fieldLabels as f, validationMessages as m } from './messages/validation';
import { email, optionalText, required } from './validators';

export const LEGAL_KINDS = ['terms', 'privacy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
export const isLegalKind = (value: string): value is LegalKind => (LEGAL_KINDS as readonly string[]).includes(value);

/** A document's body is long prose; this bounds what one publication may hold. */
export const LEGAL_BODY_MAX = 40_000;

/** A new version of the terms or the privacy notice, in both languages (each required: both pages show it). */
export const LegalPublishSchema = v.object({
  titleEn: required(f.title, 200),
  bodyEn: required(f.content, LEGAL_BODY_MAX),
  titleAm: required(f.titleAm, 200),
  bodyAm: required(f.contentAm, LEGAL_BODY_MAX),
});
export type LegalPublish = v.InferOutput<typeof LegalPublishSchema>;

/** A published version as the API answers it. */
export type LegalDocument = {
  kind: LegalKind;
  version: number;
  titleEn: string;
  bodyEn: string;
  titleAm: string;
  bodyAm: string;
  publishedAt: string;
  publishedByName: string;
};

/** The public answer: one document in the request's language, and the retention period in force (for the privacy page). */
export type PublicLegalDocument = {
  kind: LegalKind;
  version: number;
  title: string;
  body: string;
  publishedAt: string;
  retentionDays: number;
};

/** When the first texts (content/legal.ts) were published: the pre-render shows this date until the API answers. */
export const LEGAL_FIRST_PUBLISHED = '2026-11-27T00:00:00.000Z';

export const RETENTION_MIN_DAYS = 30;
export const RETENTION_MAX_DAYS = 3650;
export const DEFAULT_RETENTION_DAYS = 730;

export const PrivacySettingsSchema = v.object({
  retentionDays: v.pipe(
    v.number(m.wholeNumber),
    v.integer(m.wholeNumber),
    v.minValue(RETENTION_MIN_DAYS, m.atLeast(RETENTION_MIN_DAYS)),
    v.maxValue(RETENTION_MAX_DAYS, m.atMost(RETENTION_MAX_DAYS)),
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
    firstName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, m.tooLong(f.firstName, 80)))),
    lastName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, m.tooLong(f.lastName, 80)))),
    phone: v.optional(
      v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 ()-]{7,20}$/, m.invalidPhone))], m.invalidPhone),
    ),
    company: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, m.tooLong(f.company, 200)))),
    city: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, m.tooLong(f.city, 200)))),
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
  v.check((input) => Object.keys(input.changes).length > 0, adminMessages.correctionEmpty),
);
export type DataCorrection = v.InferOutput<typeof DataCorrectionSchema>;

/** What a search finds about one email address: how many records of each kind. */
export type DataRequestSummary = {
  email: string;
  counts: {
    applications: number;
    receipts: number;
    member: number;
    memberHistory: number;
    registrations: number;
    contactMessages: number;
    outbox: number;
    accountLinks: number;
    accountSessions: number;
    userAccounts: number;
  };
  total: number;
};

/**
 * The body of a published document as the pages read it: "## " starts a heading, "- " a list item, a blank line a new
 * paragraph; nothing else is markup, so nothing an admin types can become HTML.
 */
export type LegalBlock = { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

export function legalBlocks(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | undefined;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
    if (list) blocks.push({ type: 'list', items: list });
    list = undefined;
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') flush();
    else if (line.startsWith('## ')) {
      flush();
      blocks.push({ type: 'heading', text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph.length) flush();
      list ??= [];
      list.push(line.slice(2).trim());
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

// ── Answers (the API's own values), for the API's reference document ────────────────────────────────────────────

const stamp = () => v.pipe(v.string(), v.isoTimestamp());
const LegalDocumentSchema = v.object({
  kind: v.picklist(LEGAL_KINDS),
  version: v.number(),
  titleEn: v.string(),
  bodyEn: v.string(),
  titleAm: v.string(),
  bodyAm: v.string(),
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
export const DataEraseSchema = v.object({ ...DataRequestSchema.entries, confirm: v.literal(true, adminMessages.confirmErase) });
