// Small valibot building blocks reused by every form schema.
import * as v from 'valibot';
import { type CodedIssue, type FieldKey, inLanguage, type Said, say } from './say';

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

/** A required text, cleaned by `clean`, of at most `max` characters. */
const requiredCleaned = (clean: typeof oneLine, label: FieldKey, max: number) =>
  v.pipe(
    v.string(say('required', label)),
    clean,
    v.trim(),
    v.nonEmpty(say('required', label)),
    v.maxLength(max, say('tooLong', label, max)),
  );

export const required = (label: FieldKey, max = 200) => requiredCleaned(oneLine, label, max);

/** A required text of several lines (a message, a description, a post's body). */
export const requiredText = (label: FieldKey, max: number) => requiredCleaned(lines, label, max);

export const optionalText = (max = 2000) => v.optional(v.pipe(v.string(), lines, v.trim(), v.maxLength(max, say('atMostChars', max))), '');

export const email = (label: FieldKey = 'email') =>
  v.pipe(
    v.string(say('required', label)),
    v.trim(),
    v.nonEmpty(say('required', label)),
    v.maxLength(254, say('fieldTooLong', label)),
    v.email(say('invalidEmail')),
  );

export const phone = (label: FieldKey = 'phone') =>
  v.pipe(
    v.string(say('required', label)),
    v.trim(),
    v.nonEmpty(say('required', label)),
    v.regex(/^\+?[0-9 ()-]{7,20}$/, say('invalidPhone')),
  );

/**
 * An optional text in the second language beside a required English one (an Amharic title, description or content):
 * the same length limit as the English; missing, null or blank means there is none, stored as null.
 */
export const optionalTranslation = (label: FieldKey, max: number, shape: 'line' | 'lines' = 'line') =>
  v.pipe(
    v.optional(
      v.nullable(
        v.pipe(
          v.string(say('mustBeText', label)),
          shape === 'line' ? oneLine : lines,
          v.trim(),
          v.maxLength(max, say('tooLong', label, max)),
        ),
      ),
      null,
    ),
    v.transform((text) => text || null),
  );

/** Who a public form is from: first and last name, email and phone, all required. */
export const personEntries = () => ({
  firstName: required('firstName', 80),
  lastName: required('lastName', 80),
  email: email(),
  phone: phone(),
});

/**
 * An address on the site itself (`/images/…`, as the built-in content's pictures are): one slash, then no backslash,
 * space or control character, so it cannot become another host's address (`//host`, `/\host`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const SITE_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;
const isUrl = (text: string) => v.is(v.pipe(v.string(), v.url()), text);

/** An image's address: an http(s) URL or an address on the site itself; empty means none. */
export const optionalUrl = (label: FieldKey = 'image') =>
  v.optional(
    v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(2000),
          v.check((text) => SITE_PATH.test(text) || isUrl(text), say('notUrl', label)),
          // Said only of a URL (the check above names anything else).
          v.check((text) => SITE_PATH.test(text) || !isUrl(text) || /^https?:\/\//i.test(text), say('notHttpUrl', label)),
        ),
      ],
      say('notUrl', label),
    ),
    '',
  );

export const requiredUrl = (label: FieldKey) =>
  v.pipe(
    v.string(say('required', label)),
    v.trim(),
    v.nonEmpty(say('required', label)),
    v.maxLength(2000),
    v.check((s) => /^https?:\/\//i.test(s) || SITE_PATH.test(s), say('notUrl', label)),
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

export const isoDate = (label: FieldKey = 'date') =>
  v.pipe(
    v.string(say('required', label)),
    v.trim(),
    v.nonEmpty(say('required', label)),
    v.isoDate(say('notDate', label)),
    v.check(isRealDay, say('notDate', label)),
  );

export const mustAccept = (message: Said = say('acceptTerms')) => v.pipe(v.boolean(message), v.value(true, message));

/**
 * The first issue of each field, by its dot path (`_form` for an issue of the whole input when no field has one), as
 * valibot's `flatten` keys them: the server reads each one's code (`CodedIssue`), the browser its text. A field of a text in
 * another language is named with it (`inLanguage`).
 */
export const fieldIssues = (issues: readonly v.BaseIssue<unknown>[]): Record<string, CodedIssue> => {
  const out: Record<string, CodedIssue> = {};
  let root: CodedIssue | undefined;
  for (const issue of issues) {
    if (!issue.path) root ??= issue;
    else {
      const key = v.getDotPath(issue);
      if (key && !Object.hasOwn(out, key)) out[key] = inLanguage(issue, key);
    }
  }
  if (root && Object.keys(out).length === 0) out._form = root;
  return out;
};

/** Field errors as { field: firstMessage }, the shape of ApiFailure.fields. */
export const fieldErrors = (issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): Record<string, string> =>
  Object.fromEntries(Object.entries(fieldIssues(issues)).map(([key, issue]) => [key, issue.message]));

// ── Answers: the API's own values, read back by the client (not what people type) ─────────────────────────────

/** A moment as the API writes it (ISO 8601, UTC). */
export const timestamp = () => v.pipe(v.string(), v.isoTimestamp());
/** A calendar day (YYYY-MM-DD). */
export const day = () => v.pipe(v.string(), v.isoDate());
/** A text that may be missing (null). */
export const nullableText = () => v.nullable(v.string());
