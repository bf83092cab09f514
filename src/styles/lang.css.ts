// The language's own typography. English pages use the stacks of theme.css.ts (the self-hosted Latin faces), so this
// module has no styles; the Amharic build swaps in ./am/lang.css.ts (the Ethiopic typeface and its sizes). It is
// imported by src/main.tsx, not by global.css.ts: the stylesheet compiler resolves a stylesheet's own imports without
// the language swap.
export {};
