/**
 * A readonly record while it is being built field by field: hot paths set optional fields one
 * by one, in the order they serialise, rather than spreading `...(x === undefined ? {} : { x })`,
 * which costs about as much as the rest of the object.
 */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };
