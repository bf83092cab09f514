// The Afaan Oromoo build's language (swapped in for ../lang.ts by scripts/lib/languageSwap.mjs).
//
// Until 'om' is in LANGS (contract/languages.ts), the code and its prefix are written out here rather than checked
// against the list: `satisfies Lang` and `LANG_PREFIX[LANG]` would not compile before then. Once it is listed, this
// module reads as ./am/lang.ts does.

export const LANG = 'om' as const;
export const PATH_PREFIX = `/${LANG}` as const;
export const HTML_LANG = 'om';
export const NOSCRIPT = {
  shell: 'Fuulli kun JavaScript barbaada. Maaloo banaa, yookaan +251 11 555 0142 irratti nuuf bilbilaa.',
  signIn: 'Seensi hojjettootaa JavaScript barbaada. Maaloo banaa, yookaan +251 11 555 0142 irratti nuuf bilbilaa.',
};
