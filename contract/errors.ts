// The codes of the API's refusals (docs/decisions/029-errors-are-codes.md). A code is the dotted key path of its text
// in the message catalogs (`events.registrationClosed`, `server.notFound`); each language's catalog has a text for
// every code, so the words are looked up by key and machines branch on the code, never on a sentence. Only types and
// tiny helpers live here: the browser shows the text the server sent, so no catalog is bundled for it.

import type { accountMessages } from './messages/account';
import type { adminMessages } from './messages/admin';
import type { authMessages } from './messages/auth';
import type { contactMessages } from './messages/contact';
import type { counterMessages } from './messages/counter';
import type { eventsMessages } from './messages/events';
import type { httpMessages } from './messages/http';
import type { membershipMessages } from './messages/membership';
import type { serverMessages } from './messages/server';
import type { fieldLabels, languageLabels, validationMessages } from './messages/validation';

/** The English catalog of every refusal, by area: its key paths are the codes. */
export type ErrorCatalog = {
  http: typeof httpMessages;
  auth: typeof authMessages;
  account: typeof accountMessages;
  admin: typeof adminMessages;
  contact: typeof contactMessages;
  counter: typeof counterMessages;
  events: typeof eventsMessages;
  membership: typeof membershipMessages;
  validation: typeof validationMessages;
  fields: typeof fieldLabels;
  languages: typeof languageLabels;
  server: typeof serverMessages;
};

type Leaf = string | ((...args: never[]) => string);
type Paths<T, P extends string> = {
  [K in keyof T & string]: T[K] extends Leaf ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
type At<T, C extends string> = C extends `${infer H}.${infer R}`
  ? H extends keyof T
    ? At<T[H], R>
    : never
  : C extends keyof T
    ? T[C]
    : never;

/** Every code: a key path of ErrorCatalog that ends at a text or a template. A code that does not exist fails typecheck. */
export type ErrorCode = Paths<ErrorCatalog, ''>;

/** A code whose text is itself a parameter of another (`server.things.event`, `fields.email`): translated with it. */
export type CodeRef = { readonly ref: ErrorCode };
/** A catalog template filled in, as another template's parameter ("Amharic title", the name of a field in a language). */
export type CodedParam = { readonly code: ErrorCode; readonly params: readonly unknown[] };
/**
 * A template's parameter: a text parameter may be a catalog text (given by its code), a template filled in, or a value
 * spoken as it is.
 */
type Param<T> = T extends string ? string | CodeRef | CodedParam : T;
/** The parameters of `C`'s template, in order (none for a plain text). */
export type ParamsOf<C extends ErrorCode> = At<ErrorCatalog, C> extends (...args: infer A) => string ? { [I in keyof A]: Param<A[I]> } : [];

/** A refusal as code and parameters: a plain text's code alone, a template's code with its parameters. */
export type Coded = {
  [C in ErrorCode]: ParamsOf<C> extends [] ? C | { readonly code: C } : { readonly code: C; readonly params: ParamsOf<C> };
}[ErrorCode];

/** A template's refusal: `coded('server.notFound', ref('server.things.event'))`. */
export const coded = <C extends ErrorCode>(code: C, ...params: ParamsOf<C>): Coded => ({ code, params }) as unknown as Coded;
/** A catalog text given as a template's parameter. */
export const ref = (code: ErrorCode): CodeRef => ({ ref: code });
/** The code of a refusal. */
export const codeOf = (message: Coded): ErrorCode => (typeof message === 'string' ? message : message.code);
