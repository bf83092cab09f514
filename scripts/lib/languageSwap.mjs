// The Amharic build's resolver (SITE_LANG=am, docs/decisions/009-languages.md): the views import the English modules,
// and this plugin hands the bundler each module's Amharic counterpart instead, so the built pages hold one language only.
//   …/src/i18n/en/X.ts   → …/src/i18n/am/X.ts
//   D/X.ts (or .tsx)     → D/am/X.ts, when that file exists, is not the counterpart of D/en/X.ts (src/i18n/auth.ts
//                          is the loader of the catalog src/i18n/en/auth.ts, not its Amharic twin) and the importer is
//                          not itself in D/am/
// A module without a counterpart stays as it is (its English words show until the counterpart is written).
import { existsSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';

const SOURCE = /\.tsx?$/;

/**
 * The Amharic counterpart of a resolved module file, or undefined when it has none (or when the importer is inside
 * the counterpart's own folder: an Amharic module may import a neutral module beside its folder's parent).
 * @param {string} file an absolute path, as the bundler resolved it (no query)
 * @param {string | undefined} importer the importing module's absolute path
 * @param {string} lang the folder name of the language, e.g. 'am'
 * @returns {string | undefined}
 */
export function counterpart(file, importer, lang = 'am') {
  if (!SOURCE.test(file) || file.includes(`${sep}node_modules${sep}`)) return undefined;
  const dir = dirname(file);
  const name = basename(file);
  const inside = (folder) => importer !== undefined && dirname(importer) === folder;
  // src/i18n/en/X.ts: the English catalog's folder has a sibling folder per language.
  if (basename(dir) === 'en' && basename(dirname(dir)) === 'i18n') {
    const target = join(dirname(dir), lang, name);
    // An Amharic catalog taking shared words from another English catalog gets that catalog's Amharic too; only its
    // own English counterpart (imported for its type) is left alone.
    return existsSync(target) && target !== importer ? target : undefined;
  }
  if (basename(dir) === lang) return undefined;
  if (existsSync(join(dir, 'en', name))) return undefined;
  const target = join(dir, lang, name);
  return existsSync(target) && !inside(join(dir, lang)) ? target : undefined;
}

/**
 * The Vite plugin: resolves every import as usual, then swaps the result for its counterpart.
 * @param {string} lang
 * @returns {import('vite').Plugin}
 */
export function languageSwap(lang = 'am') {
  return {
    name: 'language-swap',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith('\0') || importer?.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file, query] = resolved.id.split('?', 2);
      const swapped = counterpart(file, importer?.split('?', 1)[0], lang);
      if (!swapped) return resolved;
      return { ...resolved, id: query === undefined ? swapped : `${swapped}?${query}` };
    },
  };
}
