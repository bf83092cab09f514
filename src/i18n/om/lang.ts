// The Afaan Oromoo build's language (swapped in for ../lang.ts by scripts/lib/languageSwap.mjs).
import { LANG_PREFIX, type Lang } from '../../../contract/languages';

export const LANG = 'om' as const satisfies Lang;
export const PATH_PREFIX = LANG_PREFIX[LANG];
export const HTML_LANG = 'om';
export const NOSCRIPT = {
  shell: 'Fuulli kun JavaScript barbaada. Maaloo banaa, yookaan +251 11 555 0142 irratti nuuf bilbilaa.',
  signIn: 'Seensi hojjettootaa JavaScript barbaada. Maaloo banaa, yookaan +251 11 555 0142 irratti nuuf bilbilaa.',
};
