import type { Widen } from '../../catalog';

export const contactMessages: Widen<typeof import('../contact').contactMessages> = {
  failed: "Ergaa keessan erguu irratti rakkoon uumameera. Maaloo irra deebi'aa yaalaa.",
  success: "Ergaan keessan milkaa'inaan ergameera! Dhiheenyatti isin quunnamna.",
};
