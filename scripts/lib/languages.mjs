// The site's languages for the build scripts, which run as plain Node modules: the one list in contract/languages.ts
// (docs/decisions/028-one-language-list.md), loaded through tsx so that no script keeps a list of its own.
import { tsImport } from 'tsx/esm/api';

/** @type {typeof import('../../contract/languages')} */
const languages = await tsImport('../../contract/languages.ts', import.meta.url);

export const { LANGS, DEFAULT_LANG, PREFIXED_LANGS, LANG_PREFIX, buildSuffix, pathIn } = languages;
