// The English catalog: every word the interface shows. A new language is a file of the same shape (Catalog).
import { admin } from './en/admin';
import { auth } from './en/auth';
import { common } from './en/common';
import { flows } from './en/flows';
import { publicSite } from './en/public';

export const en = { common, publicSite, auth, flows, admin };

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : { [K in keyof T]: Widen<T[K]> };
export type Catalog = Widen<typeof en>;
