// The English catalog: every word the interface shows. A new language is a file of the same shape (Catalog).
import { common } from './en/common';
import { publicSite } from './en/public';

/** Every public page's words. The sign-in, flow and admin words are catalogs of their own (./auth.ts, ./flows.ts,
 * ./contact.ts, ./admin.ts), so a page loads only the words its code shows. */
export const en = { common, publicSite };

/** A catalog's shape: its words as any string, so another language's catalog fits it. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : { [K in keyof T]: Widen<T[K]> };
export type Catalog = Widen<typeof en>;
