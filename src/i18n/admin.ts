// The admin area's words: a catalog of its own, so public pages never download them.
import type { Widen } from './en';
import { admin } from './en/admin';

export type AdminCatalog = Widen<typeof admin>;

export const adminCopy: AdminCatalog = admin;
