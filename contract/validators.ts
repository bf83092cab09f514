// Small valibot building blocks reused by every form schema.
import * as v from 'valibot';
import { fieldLabels, validationMessages as m } from './messages/validation';

/**
 * A text cleaned before it is checked. Valibot's own `transform` would end what the API document (JSON Schema, made
 * from these schemas) can say of the field at that point, losing the length limit after it; a transformation under a
 * name of its own is skipped there instead.
 */
const cleaned = (clean: (text: string) => string): v.BaseTransformation<string, string, never> => ({
  kind: 'transformation',
  type: 'cleaned_text',
  reference: cleaned,
  async: false,
  '~run'(dataset) {
    dataset.value = clean(dataset.value);
    return dataset as v.SuccessDataset<string>;
  },
});

/**
 * A name, a company, a title: one line. Line breaks, tabs and other control characters become a space: written into a
 * mail or a PDF, a line break in a name starts a line the person wrote ("Bcc: …" in a staff mail).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
export const oneLine = cleaned((text) => text.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' '));
/** A message, a description: its lines kept (as \n) and its tabs, every other control character dropped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const lines = cleaned((text) => text.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, ''));

export const required = (label: string, max = 200) =>
  v.pipe(v.string(m.required(label)), oneLine, v.trim(), v.nonEmpty(m.required(label)), v.maxLength(max, m.tooLong(label, max)));

/** A required text of several lines (a message, a description, a post's body). */
export const requiredText = (label: string, max: number) =>
  v.pipe(v.string(m.required(label)), lines, v.trim(), v.nonEmpty(m.required(label)), v.maxLength(max, m.tooLong(label, max)));

export const optionalText = (max = 2000) => v.optional(v.pipe(v.string(), lines, v.trim(), v.maxLength(max, m.atMostChars(max))), '');

export const email = (label: string = fieldLabels.email) =>
  v.pipe(
    v.string(m.required(label)),
    v.trim(),
    v.nonEmpty(m.required(label)),
    v.maxLength(254, m.fieldTooLong(label)),
    v.email(m.invalidEmail),
  );

export const phone = (label: string = fieldLabels.phone) =>
  v.pipe(v.string(m.required(label)), v.trim(), v.nonEmpty(m.required(label)), v.regex(/^\+?[0-9 ()-]{7,20}$/, m.invalidPhone));

/**
 * An optional text in the second language beside a required English one (an Amharic title, description or content):
 * the same length limit as the English; missing, null or blank means there is none, stored as null.
 */
export const optionalTranslation = (label: string, max: number, shape: 'line' | 'lines' = 'line') =>
  v.pipe(
    v.optional(
      v.nullable(
        v.pipe(v.string(m.mustBeText(label)), shape === 'line' ? oneLine : lines, v.trim(), v.maxLength(max, m.tooLong(label, max))),
      ),
      null,
    ),
    v.transform((text) => text || null),
  );

/** Who a public form is from: first and last name, email and phone, all required. */
export const personEntries = () => ({
  firstName: required(fieldLabels.firstName, 80),
  lastName: required(fieldLabels.lastName, 80),
  email: email(),
  phone: phone(),
});

export const optionalUrl = (label: string = fieldLabels.image) =>
  v.optional(
    v.union(
      [
        v.literal(''),
        v.pipe(v.string(), v.trim(), v.maxLength(2000), v.url(m.notUrl(label)), v.regex(/^https?:\/\//i, m.notHttpUrl(label))),
      ],
      m.notUrl(label),
    ),
    '',
  );

export const requiredUrl = (label: string) =>
  v.pipe(
    v.string(m.required(label)),
    v.trim(),
    v.nonEmpty(m.required(label)),
    v.maxLength(2000),
    v.check((s) => /^https?:\/\//i.test(s) || s.startsWith('/'), m.notUrl(label)),
  );

/** A row id: a UUID, in either case (the routes use it lower-cased). It is valibot's own check, so the OpenAPI
 * document says `format: uuid`; every route and answer schema uses this one. */
export const UuidSchema = v.pipe(v.string(), v.uuid());
export const isUuid = (value: string): boolean => v.is(UuidSchema, value);

/** The id of a blog post or a resource: a UUID, or the readable id of built-in content. */
export const TextIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/));
export const isTextId = (value: string): boolean => v.is(TextIdSchema, value);

/** A day that exists: valibot's isoDate checks the form only, and 2027-02-30 would reach the database (and fail there). */
const isRealDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
};

export const isoDate = (label: string = fieldLabels.date) =>
  v.pipe(
    v.string(m.required(label)),
    v.trim(),
    v.nonEmpty(m.required(label)),
    v.isoDate(m.notDate(label)),
    v.check(isRealDay, m.notDate(label)),
  );

export const mustAccept = (message: string = m.acceptTerms) => v.pipe(v.boolean(message), v.value(true, message));

/** Field errors as { field: firstMessage }, the shape of ApiFailure.fields. */
export const fieldErrors = (issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): Record<string, string> => {
  const nested = v.flatten(issues).nested ?? {};
  const out: Record<string, string> = {};
  for (const [key, list] of Object.entries(nested)) if (list?.[0]) out[key] = list[0];
  const root = v.flatten(issues).root;
  if (root?.[0] && Object.keys(out).length === 0) out._form = root[0];
  return out;
};

// ── Answers: the API's own values, read back by the client (not what people type) ─────────────────────────────

/** A moment as the API writes it (ISO 8601, UTC). */
export const timestamp = () => v.pipe(v.string(), v.isoTimestamp());
/** A calendar day (YYYY-MM-DD). */
export const day = () => v.pipe(v.string(), v.isoDate());
/** A text that may be missing (null). */
export const nullableText = () => v.nullable(v.string());
