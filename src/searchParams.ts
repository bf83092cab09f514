// What an address's search may hold (`?page=2&q=hana&status=pending`), read for the router. Route definitions are part
// of every page's first view, so these few readers are written here instead of with the validation library, which
// would come with them onto every page. A value that does not fit falls back to its default, never an error.
import { UUID_PATTERN } from '../contract/lists';

/** The router reads `?q=2024` as the number 2024: it is still the text typed. Trimmed, at most `max` characters. */
export function textParam(value: unknown, max: number): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text.length <= max ? text : '';
}

/** A page number from 1 to `max` (`?page=2` arrives as the number 2, or as its text). */
export function pageParam(value: unknown, max = Number.MAX_SAFE_INTEGER): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max ? n : 1;
}

/** One of `choices`, or `fallback`. */
export function choiceParam<C extends string, F extends string>(value: unknown, choices: readonly C[], fallback: F): C | F {
  return typeof value === 'string' && (choices as readonly string[]).includes(value) ? (value as C) : fallback;
}

/** A row id (a UUID), or undefined. */
export const uuidParam = (value: unknown): string | undefined =>
  typeof value === 'string' && UUID_PATTERN.test(value) ? value : undefined;
