import type { Plugin } from 'vite';
export declare function counterpart(file: string, importer: string | undefined, lang: string, defaultLang: string): string | undefined;
export declare function languageSwap(lang: string, defaultLang: string): Plugin;
