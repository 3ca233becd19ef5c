/**
 * A readonly record while it is being built: optional fields set one by one, in the order the
 * answer lists them, where that reads better than a literal with conditional spreads.
 */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };
