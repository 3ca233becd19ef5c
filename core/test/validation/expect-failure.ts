import { expect } from 'chai';
import type { Failure, Result } from '@parasol/core';

/** The failure of a result that must have failed. */
export const failureOf = <T>(result: Result<T>): Failure => {
  if (result.ok) expect.fail(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.failure;
};

/** The value of a result that must have succeeded. */
export const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) expect.fail(`expected success, got ${JSON.stringify(result.failure)}`);
  return result.value;
};
