// Small valibot building blocks reused by every form schema.
import * as v from 'valibot';

export const required = (label: string, max = 200) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

export const optionalText = (max = 2000) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`)), '');

/**
 * An optional text in the second language beside a required English one (an Amharic title, description or content):
 * the same length limit as the English; missing, null or blank means there is none, stored as null.
 */
export const optionalTranslation = (label: string, max: number) =>
  v.pipe(
    v.optional(
      v.nullable(v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`))),
      null,
    ),
    v.transform((text) => text || null),
  );

export const email = (label = 'Email') =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(254, `${label} is too long`),
    v.email('Please enter a valid email address'),
  );

export const phone = (label = 'Phone') =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.regex(/^\+?[0-9 ()-]{7,20}$/, 'Please enter a valid phone number'),
  );

/** Who a public form is from: first and last name, email and phone, all required. */
export const personEntries = () => ({
  firstName: required('First name', 80),
  lastName: required('Last name', 80),
  email: email(),
  phone: phone(),
});

export const optionalUrl = (label = 'Image') =>
  v.optional(
    v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(2000),
          v.url(`${label} must be a URL`),
          v.regex(/^https?:\/\//i, `${label} must be an http(s) URL`),
        ),
      ],
      `${label} must be a URL`,
    ),
    '',
  );

export const requiredUrl = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(2000),
    v.check((s) => /^https?:\/\//i.test(s) || s.startsWith('/'), `${label} must be a URL`),
  );

/** A row id: a UUID, in either case (the routes use it lower-cased). It is valibot's own check, so the OpenAPI
 * document says `format: uuid`; every route and answer schema uses this one. */
export const UuidSchema = v.pipe(v.string(), v.uuid());
export const isUuid = (value: string): boolean => v.is(UuidSchema, value);

/** The id of a blog post or a resource: a UUID, or the readable id of built-in content. */
export const TextIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/));
export const isTextId = (value: string): boolean => v.is(TextIdSchema, value);

export const isoDate = (label = 'Date') =>
  v.pipe(v.string(`${label} is required`), v.trim(), v.nonEmpty(`${label} is required`), v.isoDate(`${label} must be a date (YYYY-MM-DD)`));

export const mustAccept = (message = 'You must accept the terms and conditions') => v.pipe(v.boolean(message), v.value(true, message));

/** Field errors as { field: firstMessage }, the shape of ApiFailure.fields. */
export const fieldErrors = (issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): Record<string, string> => {
  const nested = v.flatten(issues).nested ?? {};
  const out: Record<string, string> = {};
  for (const [key, list] of Object.entries(nested)) if (list?.[0]) out[key] = list[0];
  const root = v.flatten(issues).root;
  if (root?.[0] && Object.keys(out).length === 0) out._form = root[0];
  return out;
};
