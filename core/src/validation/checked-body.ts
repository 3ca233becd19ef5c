import type { Validator } from './lazy-validator.js';
import type { Failure } from '../shared/result.js';
import { winningFailure } from './error-precedence.js';
import { failureFromSchema, type FieldRules } from './schema-failures.js';

/** A rule a body schema cannot state, checked in code; undefined when the body keeps it. */
export type BodyCheck = (body: Readonly<Record<string, unknown>>) => Failure | undefined;

/**
 * Runs a body through its compiled schema and the checks the schema cannot state, and returns the
 * one failure that wins by precedence, or undefined when the body is acceptable.
 */
export const checkedBody = (
  validate: Validator<unknown>,
  rules: FieldRules,
  body: Readonly<Record<string, unknown>>,
  checks: readonly BodyCheck[] = [],
): Failure | undefined => {
  const schemaFailure = validate(body) ? undefined : failureFromSchema(validate.errors ?? [], rules);
  if (checks.length === 0) return schemaFailure;
  return winningFailure([schemaFailure, ...checks.map((check) => check(body))]);
};
