import type { Plugin } from 'vite';

export const ETHIOPIC_FIRST: number;
export const ETHIOPIC_LAST: number;
export const ETHIOPIC_UNICODE_RANGE: string;
export const ETHIOPIC_WEIGHTS: readonly [400, 700];
export const FONT_BUDGET_BYTES: number;
export const FONT_ALIAS: string;
export const DEFAULT_FONT_DIR: string;
export function ethiopicFontFile(weight: number): string;
export const LATIN_UNICODE_RANGE: string;
export function latinFontFile(weight: number): string;
export function subsetEthiopic(weight: number): Promise<Buffer>;
export function writeEthiopicFonts(dir?: string): Promise<{ weight: number; path: string; bytes: number }[]>;
export function ethiopicFont(options?: { dir?: string }): Plugin;
