import * as v from 'valibot';
import type { LoginResultSchema } from './answers';
import { authMessages } from './messages/auth';
import { ROLES, USER_STATUSES } from './roles';
import { said, say } from './say';
import { email, required } from './validators';

export const LoginSchema = v.object({
  email: email(),
  password: v.pipe(
    v.string(say('required', 'password')),
    v.nonEmpty(say('required', 'password')),
    v.maxLength(200, say('fieldTooLong', 'password')),
  ),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;

const password = v.pipe(
  v.string(say('required', 'password')),
  v.nonEmpty(say('required', 'password')),
  v.minLength(8, say('tooShort', 'password', 8)),
  v.maxLength(200, say('fieldTooLong', 'password')),
);
const optional = (max = 120) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, say('atMostChars', max))), '');

/** The fields a person fills in to create an account (confirmPassword aside). */
const RegisterFieldsSchema = v.object({
  firstName: required('firstName', 80),
  lastName: required('lastName', 80),
  email: email(),
  password,
  phone: optional(40),
  company: optional(),
  position: optional(),
});

/** What the server accepts on POST /api/auth/register (confirmPassword is never sent). */
export const RegisterRequestSchema = v.object({
  ...RegisterFieldsSchema.entries,
  /** The token of an admin's invitation: the account is made active with the invited role, for the invited email. */
  invitation: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;

/** The register form in the browser: the request plus confirmPassword, which must match. */
export const RegisterFormSchema = v.pipe(
  v.object({
    ...RegisterFieldsSchema.entries,
    confirmPassword: v.pipe(v.string(say('confirmPassword')), v.nonEmpty(say('confirmPassword'))),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (i) => i.password === i.confirmPassword,
      said(authMessages.passwordsDoNotMatch, 'auth.passwordsDoNotMatch'),
    ),
    ['confirmPassword'],
  ),
);
export type RegisterForm = v.InferInput<typeof RegisterFormSchema>;

/** The signed-in user as the server returns it and the browser stores it. */
export const SessionUserSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(ROLES),
  status: v.optional(v.picklist(USER_STATUSES)),
  firstName: v.optional(v.nullable(v.string())),
  lastName: v.optional(v.nullable(v.string())),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;
