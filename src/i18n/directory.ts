// The member directory's and the certificate check's words: loaded with those pages, not with every public page.
import type { Widen } from './en';
import { members, verify } from './en/directory';

export type MembersCatalog = Widen<typeof members>;
export type VerifyCatalog = Widen<typeof verify>;

export const membersCopy: MembersCatalog = members;
export const verifyCopy: VerifyCatalog = verify;
