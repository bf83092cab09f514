// The check every translated language's interface words go through: each module of words against its English
// counterpart, with the same exports and keys, and every string in the language. The translated modules are loaded as
// that language's build loads them (each English module with a counterpart swapped for it), so a module that let an
// English value through shows English here and fails. A language brings only what differs: which strings are names,
// and what makes a string not its own (no Ge'ez in Amharic, Ge'ez or English words in Afaan Oromoo).
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { vi } from 'vitest';

const root = resolve(__dirname, '../..');
const abs = (file: string) => join(root, file);

export type CatalogLanguage = {
  lang: string;
  /** Translated modules another test covers (their own word lists, or checked against the calendar). */
  coveredElsewhere: Set<string>;
  /** English catalogs this language has no counterpart of, by file name (the staff area's, for a visitor-only language). */
  staffOnly?: Set<string>;
  /** A string the same in every language: a name, an address, a number. */
  isName: (text: string) => boolean;
  /** Why `text` is not this language's (given the English it stands for), or undefined when it is. */
  foreign: (text: string, english: string) => string | undefined;
};

type Pair = { en: string; translated: string };

const tsFiles = (dir: string) =>
  existsSync(abs(dir))
    ? readdirSync(abs(dir))
        .filter((f) => f.endsWith('.ts'))
        .sort()
    : [];

/** Sample arguments for a message template: a number fits both the numeric and the text parameters. */
const callWithSamples = (fn: (...args: unknown[]) => unknown) => fn(...Array.from({ length: fn.length }, () => 7));

export function catalogCheck(language: CatalogLanguage) {
  const { lang } = language;
  /** The catalogs: every English module must have its counterpart and every counterpart its English module. */
  const catalogFolders = [
    { en: 'src/i18n/en', translated: `src/i18n/${lang}` },
    { en: 'contract/messages', translated: `contract/messages/${lang}` },
  ];
  /** Other modules with words: a counterpart needs its English module, not the other way round. */
  const counterpartFolders = [{ en: 'contract', translated: `contract/${lang}` }];
  const pairsOf = ({ en, translated }: { en: string; translated: string }): Pair[] =>
    tsFiles(translated).map((f) => ({ en: `${en}/${f}`, translated: `${translated}/${f}` }));
  const allPairs = [...catalogFolders, ...counterpartFolders].flatMap(pairsOf);
  const pairs = allPairs.filter((p) => !language.coveredElsewhere.has(p.translated));

  /** Walks an English value and its counterpart side by side and lists what is wrong with the counterpart. */
  function compare(en: unknown, other: unknown, path: string, problems: string[]) {
    if (typeof en === 'string') {
      if (typeof other !== 'string') return void problems.push(`${path}: not a string`);
      if (other.trim() === '') return void problems.push(`${path}: empty`);
      if (language.isName(other)) return;
      const why = language.foreign(other, en);
      if (why) problems.push(`${path}: ${why} in ${JSON.stringify(other)}`);
      return;
    }
    if (typeof en === 'function') {
      if (typeof other !== 'function') return void problems.push(`${path}: not a function`);
      if (other.length !== en.length) problems.push(`${path}: takes ${other.length} arguments, the English ${en.length}`);
      return compare(callWithSamples(en as never), callWithSamples(other as never), `${path}()`, problems);
    }
    if (en !== null && typeof en === 'object') {
      // A value both languages import from the same neutral module (page addresses, ids) is not words.
      if (en === other) return;
      if (other === null || typeof other !== 'object') return void problems.push(`${path}: not an object`);
      const enKeys = Object.keys(en).sort();
      const otherKeys = Object.keys(other).sort();
      for (const k of enKeys) if (!otherKeys.includes(k)) problems.push(`${path}.${k}: missing`);
      for (const k of otherKeys) if (!enKeys.includes(k)) problems.push(`${path}.${k}: not in the English`);
      for (const k of enKeys)
        if (otherKeys.includes(k))
          compare((en as Record<string, unknown>)[k], (other as Record<string, unknown>)[k], `${path}.${k}`, problems);
      return;
    }
    if (typeof other !== typeof en) problems.push(`${path}: a ${typeof other}, the English a ${typeof en}`);
  }

  return {
    pairs,
    /** The modules without their counterpart, either way. */
    missingCounterparts(): string[] {
      const missing: string[] = [];
      for (const folder of catalogFolders) {
        const en = tsFiles(folder.en);
        const translated = tsFiles(folder.translated);
        for (const f of en)
          if (!translated.includes(f) && !language.coveredElsewhere.has(`${folder.translated}/${f}`) && !language.staffOnly?.has(f))
            missing.push(`${folder.translated}/${f}`);
        // The language's lang.ts stands in for src/i18n/lang.ts (the build's language), not for a catalog of en/.
        for (const f of translated)
          if (!en.includes(f) && !existsSync(abs(`${folder.translated}/../${f}`))) missing.push(`${folder.en}/${f}`);
      }
      for (const folder of counterpartFolders)
        for (const f of tsFiles(folder.translated)) if (!existsSync(abs(`${folder.en}/${f}`))) missing.push(`${folder.en}/${f}`);
      return missing;
    },
    /** Every English module first, unswapped; then every counterpart with the language's build's swap in place. */
    async loadBoth() {
      const english: Record<string, Record<string, unknown>> = {};
      for (const p of pairs) english[p.translated] = await import(/* @vite-ignore */ abs(p.en));
      vi.resetModules();
      for (const p of allPairs) vi.doMock(abs(p.en), () => import(/* @vite-ignore */ abs(p.translated)));
      const translated: Record<string, Record<string, unknown>> = {};
      for (const p of pairs) translated[p.translated] = await import(/* @vite-ignore */ abs(p.translated));
      return { english, translated };
    },
    /** The problems of every module: keys, exports and strings. */
    async problems(): Promise<string[]> {
      const { english, translated } = await this.loadBoth();
      const problems: string[] = [];
      for (const p of pairs) {
        const en = english[p.translated]!;
        const other = translated[p.translated]!;
        compare({ ...en }, { ...other }, p.translated.replace(/\.ts$/, ''), problems);
        const exports = [Object.keys(other).sort(), Object.keys(en).sort()];
        if (exports[0]!.join() !== exports[1]!.join()) problems.push(`${p.translated}: exports ${exports[0]} against ${exports[1]}`);
      }
      return problems;
    },
    /** Lifts the swap, for the tests after. */
    restore() {
      for (const p of allPairs) vi.doUnmock(abs(p.en));
    },
  };
}
