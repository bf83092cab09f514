// Label maps: one word per value of an enum.

/**
 * Typed by the enum, so a value without its label fails to compile. It may be read with any string too (a stored value
 * can be older than the enum); a value without a label then reads as undefined.
 */
export type Labels<K extends string> = Readonly<Record<K, string> & Record<string, string>>;

/** A label map for every value of `K`: `labels<Role>({ user: 'User', … })`. Its values are all strings, so it is also
 * a record of strings by any key (TypeScript cannot see that for a generic `K`). */
export const labels = <K extends string>(map: Record<K, string>): Labels<K> => map as Labels<K>;
