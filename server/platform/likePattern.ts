// A search's text as a pattern, for every staff and public search (the lists, the directory, the texts in other
// languages): a module of its own, which the lists and the item texts both import without importing each other.

/** `q` as an ILIKE pattern that finds it anywhere (% and _ are taken literally). */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
