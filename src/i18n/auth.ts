// The sign-in and registration words: loaded with those pages, not with every public page.
import type { Widen } from './en';
import { auth } from './en/auth';

export type AuthCatalog = Widen<typeof auth>;

export const authCopy: AuthCatalog = auth;
