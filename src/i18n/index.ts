import { type Catalog, en } from './en';

/** The active catalog. Amharic will be a second Catalog chosen here from the visitor's preference. */
export const copy: Catalog = en;
export type { Catalog };
