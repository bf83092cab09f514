// Another language's build resolver (SITE_LANG=<lang>, docs/decisions/009-languages.md): the views import the default
// language's modules, and this plugin hands the bundler each module's counterpart in <lang> instead, so the built pages
// hold one language only. With <def> the default language's folder name:
//   …/src/i18n/<def>/X.ts → …/src/i18n/<lang>/X.ts
//   D/X.ts (or .tsx)      → D/<lang>/X.ts, when that file exists, is not the counterpart of D/<def>/X.ts
//                           (src/i18n/auth.ts is the loader of the catalog src/i18n/<def>/auth.ts, not its twin) and the
//                           importer is not itself in D/<lang>/
// A module without a counterpart stays as it is (its default-language words show until the counterpart is written).
import { existsSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';

const SOURCE = /\.tsx?$/;

/**
 * The counterpart in `lang` of a resolved module file, or undefined when it has none (or when the importer is inside
 * the counterpart's own folder: a language's module may import a neutral module beside its folder's parent).
 * @param {string} file an absolute path, as the bundler resolved it (no query)
 * @param {string | undefined} importer the importing module's absolute path
 * @param {string} lang the folder name of the language (its code in contract/languages.ts)
 * @param {string} defaultLang the default language's code, the folder name of its catalogs
 * @returns {string | undefined}
 */
export function counterpart(file, importer, lang, defaultLang) {
  if (!SOURCE.test(file) || file.includes(`${sep}node_modules${sep}`)) return undefined;
  const dir = dirname(file);
  const name = basename(file);
  const inside = (folder) => importer !== undefined && dirname(importer) === folder;
  // src/i18n/<def>/X.ts: the default catalog's folder has a sibling folder per language.
  if (basename(dir) === defaultLang && basename(dirname(dir)) === 'i18n') {
    const target = join(dirname(dir), lang, name);
    // A catalog taking shared words from another default-language catalog gets that catalog's counterpart too; only
    // its own default-language counterpart (imported for its type) is left alone.
    return existsSync(target) && target !== importer ? target : undefined;
  }
  if (basename(dir) === lang) return undefined;
  if (existsSync(join(dir, defaultLang, name))) return undefined;
  const target = join(dir, lang, name);
  return existsSync(target) && !inside(join(dir, lang)) ? target : undefined;
}

/**
 * The Vite plugin: resolves every import as usual, then swaps the result for its counterpart.
 * @param {string} lang
 * @param {string} defaultLang
 * @returns {import('vite').Plugin}
 */
export function languageSwap(lang, defaultLang) {
  return {
    name: 'language-swap',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith('\0') || importer?.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file, query] = resolved.id.split('?', 2);
      const swapped = counterpart(file, importer?.split('?', 1)[0], lang, defaultLang);
      if (!swapped) return resolved;
      return { ...resolved, id: query === undefined ? swapped : `${swapped}?${query}` };
    },
  };
}
