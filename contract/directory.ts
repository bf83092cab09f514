// The public member directory's search as its page keeps it in the address (/members?q=&plan=&city=&page=). The route
// reads it before any page code loads, so this module stays light: the plans are written out here rather than taken
// from contract/membership.ts, which carries the application schemas; the type below fails to compile if one is missing.
import type { MembershipType } from './membership';

type EveryPlan<T extends readonly string[]> = Exclude<MembershipType, T[number]> extends never ? T : never;

/** The plan filter: every plan, or one. */
export const DIRECTORY_PLANS: EveryPlan<readonly ['all', 'farmer', 'processor', 'exporter', 'farm-investor']> = [
  'all',
  'farmer',
  'processor',
  'exporter',
  'farm-investor',
] as const;
export type DirectoryPlan = (typeof DIRECTORY_PLANS)[number];

/** What the directory shows: the search text, the plan and city filters ('all' and '' for none) and the page. */
export type DirectorySearch = { q: string; plan: DirectoryPlan; city: string; page: number };

export const emptyDirectorySearch = (): DirectorySearch => ({ q: '', plan: 'all', city: '', page: 1 });

/** Members on one page of the directory. */
export const DIRECTORY_PAGE_SIZE = 12;
