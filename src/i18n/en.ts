// The English catalog: every word the interface shows. A new language is a file of the same shape (Catalog).
import type { Widen } from '../../contract/catalog';
import { common } from './en/common';
import { publicSite } from './en/public';

/** Every public page's words. The sign-in, flow and admin words are catalogs of their own (./auth.ts, ./flows.ts,
 * ./contact.ts, ./admin.ts), so a page loads only the words its code shows. */
export const en = { common, publicSite };

/** A catalog's shape: its words as any string, so another language's catalog fits it. */
export type { Widen };
export type Catalog = Widen<typeof en>;
