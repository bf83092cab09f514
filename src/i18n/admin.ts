// The admin area's words: a catalog of its own, so public pages never download them.
import { admin } from './en/admin';

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : { [K in keyof T]: Widen<T[K]> };
export type AdminCatalog = Widen<typeof admin>;

export const adminCopy: AdminCatalog = admin;
