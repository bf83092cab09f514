// This build's language (the Amharic build swaps in ./am/lang.ts). Whatever depends on the language at run time
// (addresses, the switcher, the html lang, the API's Accept-Language) reads it here.
import { LANG_PREFIX, type Lang } from '../../contract/languages';

export const LANG = 'en' as const satisfies Lang;
/** This language's address prefix ('' for English). */
export const PATH_PREFIX = LANG_PREFIX[LANG];
/** The value of `<html lang>`. */
export const HTML_LANG = 'en';
/**
 * What a page that needs JavaScript says with it off: the app's shell (the staff area, the door, a member's own page),
 * and the staff sign-in pages. The public pages work without it and say nothing.
 */
export const NOSCRIPT = {
  shell: 'This page needs JavaScript. Please enable it, or call us on +251 11 555 0142.',
  signIn: 'Staff sign-in needs JavaScript. Please enable it, or call us on +251 11 555 0142.',
};
