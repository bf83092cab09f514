// The English catalog: every word the interface shows. A new language is a file of the same shape (Catalog).
import { auth } from './en/auth';
import { common } from './en/common';
import { flows } from './en/flows';
import { publicSite } from './en/public';

/** Public and sign-in words. The admin area's words are in ./admin.ts so public pages never load them. */
export const en = { common, publicSite, auth, flows };

/** A catalog's shape: its words as any string, so another language's catalog fits it. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : { [K in keyof T]: Widen<T[K]> };
export type Catalog = Widen<typeof en>;
