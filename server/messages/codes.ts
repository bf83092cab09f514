// Every refusal's text in every language, looked up by its code (contract/errors.ts): the code is the key path of the
// text in these catalogs. Amharic is typed against English (Widen), so a code without an Amharic text does not compile.
import type { Widen } from '../../contract/catalog';
import type { Coded, CodedParam, CodeRef, ErrorCatalog, ErrorCode } from '../../contract/errors';
import type { DEFAULT_LANG } from '../../contract/languages';
import { accountMessages } from '../../contract/messages/account';
import { adminMessages } from '../../contract/messages/admin';
import { accountMessages as amAccount } from '../../contract/messages/am/account';
import { adminMessages as amAdmin } from '../../contract/messages/am/admin';
import { authMessages as amAuth } from '../../contract/messages/am/auth';
import { contactMessages as amContact } from '../../contract/messages/am/contact';
import { counterMessages as amCounter } from '../../contract/messages/am/counter';
import { eventsMessages as amEvents } from '../../contract/messages/am/events';
import { httpMessages as amHttp } from '../../contract/messages/am/http';
import { membershipMessages as amMembership } from '../../contract/messages/am/membership';
import { serverMessages as amServer } from '../../contract/messages/am/server';
import {
  fieldLabels as amFields,
  languageLabels as amLanguages,
  validationMessages as amValidation,
} from '../../contract/messages/am/validation';
import { authMessages } from '../../contract/messages/auth';
import { contactMessages } from '../../contract/messages/contact';
import { counterMessages } from '../../contract/messages/counter';
import { eventsMessages } from '../../contract/messages/events';
import { httpMessages } from '../../contract/messages/http';
import { membershipMessages } from '../../contract/messages/membership';
import { accountMessages as omAccount } from '../../contract/messages/om/account';
import { authMessages as omAuth } from '../../contract/messages/om/auth';
import { contactMessages as omContact } from '../../contract/messages/om/contact';
import { eventsMessages as omEvents } from '../../contract/messages/om/events';
import { httpMessages as omHttp } from '../../contract/messages/om/http';
import { membershipMessages as omMembership } from '../../contract/messages/om/membership';
import { serverMessages as omServer } from '../../contract/messages/om/server';
import {
  fieldLabels as omFields,
  languageLabels as omLanguages,
  validationMessages as omValidation,
} from '../../contract/messages/om/validation';
import { serverMessages } from '../../contract/messages/server';
import { fieldLabels, languageLabels, validationMessages } from '../../contract/messages/validation';
import type { Lang } from '../platform/lang';
import { untranslated as amUntranslated } from './am/uncoded';
import { untranslated as omUntranslated } from './om/uncoded';

/** Each language's catalog of refusals, by area. */
export const ERROR_CATALOGS: { readonly [L in typeof DEFAULT_LANG]: ErrorCatalog } & {
  readonly [L in Exclude<Lang, typeof DEFAULT_LANG>]: Widen<ErrorCatalog>;
} = {
  en: {
    http: httpMessages,
    auth: authMessages,
    account: accountMessages,
    admin: adminMessages,
    contact: contactMessages,
    counter: counterMessages,
    events: eventsMessages,
    membership: membershipMessages,
    validation: validationMessages,
    fields: fieldLabels,
    languages: languageLabels,
    server: serverMessages,
  },
  am: {
    http: amHttp,
    auth: amAuth,
    account: amAccount,
    admin: amAdmin,
    contact: amContact,
    counter: amCounter,
    events: amEvents,
    membership: amMembership,
    validation: amValidation,
    fields: amFields,
    languages: amLanguages,
    server: amServer,
  },
  // The staff area is in English and Amharic only (decision 034): its refusals (admin, the counter) are the default
  // language's in the Oromo catalog; everything a visitor can meet is in Afaan Oromoo.
  om: {
    http: omHttp,
    auth: omAuth,
    account: omAccount,
    admin: adminMessages,
    contact: omContact,
    counter: counterMessages,
    events: omEvents,
    membership: omMembership,
    validation: omValidation,
    fields: omFields,
    languages: omLanguages,
    server: omServer,
  },
};

/** The text or template at `code` in `lang`'s catalog (undefined when the path does not end at one). */
export function entryOf(lang: Lang, code: string): unknown {
  let at: unknown = ERROR_CATALOGS[lang];
  for (const key of code.split('.')) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

const isRef = (param: unknown): param is CodeRef => typeof param === 'object' && param !== null && 'ref' in param;
const isFilled = (param: unknown): param is CodedParam => typeof param === 'object' && param !== null && 'code' in param;

/** The text of a refusal in `lang`: its template filled with its parameters, each catalog text among them in `lang` too. */
export function messageOf(lang: Lang, message: Coded | CodeRef): string {
  const code: ErrorCode = isRef(message) ? message.ref : typeof message === 'string' ? message : message.code;
  const params = typeof message === 'object' && 'params' in message ? (message.params as readonly unknown[]) : [];
  const entry = entryOf(lang, code);
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'function') return entry(...params.map((p) => (isRef(p) || isFilled(p) ? messageOf(lang, p as Coded) : p)));
  // Unreachable for a typed code; a wrong one must not become an English sentence in another language.
  throw new Error(`No text for the code ${code} in ${lang}`);
}

/**
 * What a language other than the default says for a refusal that carries no code (valibot's own wording, a framework's
 * exception): a plain sentence for a field and for each status, since the default language's text cannot be looked up.
 */
export const UNCODED: { readonly [L in Exclude<Lang, typeof DEFAULT_LANG>]: typeof amUntranslated } = {
  am: amUntranslated,
  om: omUntranslated,
};
