import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';

/** What callers of a validator use: the check, and the errors of the last failed check. */
export interface Validator<T> {
  (data: unknown): data is T;
  readonly errors: ErrorObject[] | null | undefined;
}

/**
 * A validator compiled on its first use instead of when its module loads. Compiling every schema
 * up front was about a third of `npm start`'s compiled start-up (issue 14, < 1 s to the first
 * answer), while a server only ever checks the bodies it receives: each schema is now compiled by
 * the first request that needs it (a few ms, once). A schema that does not compile still fails
 * loudly, on that first use; the test suites use every one.
 */
export function lazyValidator<T>(compile: () => ValidateFunction<T>): Validator<T> {
  let compiled: ValidateFunction<T> | undefined;
  const validate = (data: unknown): data is T => (compiled ??= compile())(data);
  return Object.defineProperty(validate, 'errors', { get: () => compiled?.errors }) as Validator<T>;
}
