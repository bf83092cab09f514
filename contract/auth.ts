import * as v from 'valibot';
import type { LoginResultSchema } from './answers';
import { ROLES, USER_STATUSES } from './roles';
import { email, required } from './validators';

export const LoginSchema = v.object({
  email: email(),
  password: v.pipe(v.string('Password is required'), v.nonEmpty('Password is required'), v.maxLength(200, 'Password is too long')),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;

const password = v.pipe(
  v.string('Password is required'),
  v.nonEmpty('Password is required'),
  v.minLength(8, 'Password must be at least 8 characters'),
  v.maxLength(200, 'Password is too long'),
);
const optional = (max = 120) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`)), '');

/** What the server accepts on POST /api/auth/register (confirmPassword is never sent). */
export const RegisterRequestSchema = v.object({
  firstName: required('First name', 80),
  lastName: required('Last name', 80),
  email: email(),
  password,
  phone: optional(40),
  company: optional(),
  position: optional(),
});
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;

/** The register form in the browser: the request plus confirmPassword, which must match. */
export const RegisterFormSchema = v.pipe(
  v.object({
    ...RegisterRequestSchema.entries,
    confirmPassword: v.pipe(v.string('Please confirm your password'), v.nonEmpty('Please confirm your password')),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, 'Passwords do not match'),
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
