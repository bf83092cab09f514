// The English catalog: every word the interface shows. A new language is a file of the same shape (Catalog).
import type { Widen } from '../../contract/catalog';
import { common } from './en/common';

/** The words every public page shows (header, footer, shared labels). Each page's own words (./en/homePage.ts and the
 * like, the cards' ./en/cards.ts) and the sign-in, flow and admin catalogs (./auth.ts, ./flows.ts, ./contact.ts,
 * ./admin.ts) are modules of their own, so a page loads only the words its code shows. */
export const en = { common };

/** A catalog's shape: its words as any string, so another language's catalog fits it. */
export type { Widen };
export type Catalog = Widen<typeof en>;
