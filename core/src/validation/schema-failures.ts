import type { ErrorObject } from 'ajv/dist/2020.js';
import type { ErrorCode } from '../errors/error-catalogue.js';
import type { Failure } from '../shared/result.js';
import { winningFailure } from './error-precedence.js';

/** A code and the detail naming the field, for one way a field can be wrong. */
export interface Verdict {
  readonly code: ErrorCode;
  readonly detail: (field: string) => string;
}

/** A verdict whose detail is the field followed by `says`. */
export const verdict = (code: ErrorCode, says: string): Verdict => ({ code, detail: (field) => `${field} ${says}` });

/** How schema violations on one field become one of the spec's codes. */
export interface FieldRule {
  readonly code: ErrorCode;
  /** Ends the detail "<field> must be ..." (and "<field> is required (...)" when missing). */
  readonly mustBe: string;
  /** Other verdicts by ajv keyword: `required` when the field is missing, `minItems`, `maxItems`. */
  readonly except?: Readonly<Partial<Record<string, Verdict>>>;
}

/**
 * Rules by field pattern: the field path as the detail prints it, with array indices written []
 * ('trip.travellers[].age'). A null rule means violations on that field never fail the call.
 */
export type FieldRules = ReadonlyMap<string, FieldRule | null>;

export const fieldRules = (...tables: Readonly<Record<string, FieldRule | null>>[]): FieldRules =>
  new Map(tables.flatMap((table) => Object.entries(table)));

const isIndex = (segment: string): boolean => /^\d+$/.test(segment);

const unescapePointer = (segment: string): string => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** The offending field's path segments; for a missing property, the property it names. */
const segmentsOf = (error: ErrorObject): string[] => {
  const segments = error.instancePath === '' ? [] : error.instancePath.slice(1).split('/').map(unescapePointer);
  if (error.keyword === 'required') segments.push(String(error.params['missingProperty']));
  return segments;
};

const joinPath = (segments: readonly string[], index: (segment: string) => string): string =>
  segments.reduce((path, segment) => (isIndex(segment) ? `${path}[${index(segment)}]` : path === '' ? segment : `${path}.${segment}`), '');

/** `trip.travellers[2].age`, as the detail prints it. */
const fieldOf = (segments: readonly string[]): string => joinPath(segments, (index) => index);

/** `trip.travellers[].age`, the key of the rule for every traveller. */
const patternOf = (segments: readonly string[]): string => joinPath(segments, () => '');

const failureOf = (error: ErrorObject, rules: FieldRules): Failure | undefined => {
  // An `if` violation only says "the then-branch failed"; the branch's own violation follows it.
  if (error.keyword === 'if') return undefined;
  const segments = segmentsOf(error);
  const field = fieldOf(segments);
  const rule = rules.get(patternOf(segments));
  if (rule === null) return undefined;
  // A constraint the rule tables do not know yet still names its field (core/test/schemas checks none is left out).
  if (rule === undefined) return { code: 'BAD_REQUEST', detail: `${field} ${error.message ?? 'is invalid'}` };
  const verdict = rule.except?.[error.keyword];
  if (verdict !== undefined) return { code: verdict.code, detail: verdict.detail(field) };
  const detail = error.keyword === 'required' ? `${field} is required (${rule.mustBe})` : `${field} must be ${rule.mustBe}`;
  return { code: rule.code, detail };
};

/** The one failure a set of schema violations yields, by the documented precedence; undefined when every violation is on an ignored field. */
export const failureFromSchema = (errors: readonly ErrorObject[], rules: FieldRules): Failure | undefined =>
  winningFailure(errors.map((error) => failureOf(error, rules)));
