// The member's page's words: loaded with that page only.
import type { Widen } from './en';
import { account } from './en/account';

export type AccountCatalog = Widen<typeof account>;

export const accountCopy: AccountCatalog = account;
