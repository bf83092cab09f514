// The shape every language's words share: a module of one language's words, with each word widened to any string, so
// another language's module can be typed against it (a missing or extra key does not compile).
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : { [K in keyof T]: Widen<T[K]> };
