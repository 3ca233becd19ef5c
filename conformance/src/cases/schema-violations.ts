import { isDeepStrictEqual } from 'node:util';

/** One way a body can break its schema, derived from a keyword of the schema. */
export type ViolationKind =
  | 'missing'
  | 'wrong-type'
  | 'not-in-enum'
  | 'pattern-mismatch'
  | 'bad-format'
  | 'too-short'
  | 'too-long'
  | 'below-minimum'
  | 'above-maximum'
  | 'too-few-items'
  | 'too-many-items';

export interface BodyViolation {
  /** The field as docs/validation.md names it: `trip.travellers[].age`; `(body)` for the body itself. */
  readonly field: string;
  readonly kind: ViolationKind;
  /** The state of the body an if/then/else branch needs (`trip.countryResidence is "US"`). */
  readonly condition?: string;
  /** `field kind` (+ ` when condition`): the key of the expected-outcome tables. */
  readonly key: string;
  /** What was done, on the concrete path: `trip.travellers[0].age = 121`. */
  readonly change: string;
  /** The whole body with that one violation. */
  readonly body: unknown;
}

type Schema = Readonly<Record<string, unknown>>;
type Segment = string | number;

interface Place {
  readonly at: readonly Segment[];
  /** The valid body, possibly adjusted to meet a branch's condition. */
  readonly base: unknown;
  readonly condition?: string;
  /** The document `node` belongs to, for relative $refs. */
  readonly document: Schema;
}

const WRONG_TYPE_VALUE: Readonly<Record<string, unknown>> = {
  string: 42,
  number: '42',
  integer: '42',
  boolean: 'yes',
  array: 'not-an-array',
  object: 'not-an-object',
  null: 0,
};

/** A value each `format` refuses (only the formats request schemas use need one). */
const FORMAT_BREAKER: Readonly<Record<string, string>> = {
  date: '2026-02-30',
  'date-time': '2026-02-30T10:00:00Z',
  uri: 'not a uri',
  email: 'not-an-email',
};

const ENUM_BREAKERS = ['ZZ', 'notListed'];
const PATTERN_BREAKERS = ['x', '!', '', 'not-matching-at-all'];

/** A value for a case name: long arrays by their length. */
const shown = (value: unknown): string => (Array.isArray(value) && value.length > 3 ? `[${value.length} items]` : JSON.stringify(value));

const fieldOf = (at: readonly Segment[]): string =>
  at.length === 0 ? '(body)' : at.reduce<string>((s, seg) => (typeof seg === 'number' ? `${s}[]` : s === '' ? seg : `${s}.${seg}`), '');

const concreteOf = (at: readonly Segment[]): string =>
  at.length === 0 ? 'the body' : at.reduce<string>((s, seg) => (typeof seg === 'number' ? `${s}[${seg}]` : s === '' ? seg : `${s}.${seg}`), '');

function valueAt(document: unknown, at: readonly Segment[]): { found: boolean; value?: unknown } {
  let current = document;
  for (const seg of at) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, seg)) return { found: false };
    current = (current as Record<string, unknown>)[seg];
  }
  return { found: true, value: current };
}

/** A copy of `document` with the value at `at` replaced (or the property deleted when `value` is undefined). */
function changed(document: unknown, at: readonly Segment[], value: unknown): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return value;
  if (Array.isArray(document)) {
    const copy = [...(document as unknown[])];
    copy[head as number] = changed(copy[head as number], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(document as Record<string, unknown>) };
  const next = changed(copy[head], rest, value);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

/**
 * Every single-keyword violation of `schema` around the valid body `base`: for each property its
 * type, enum, pattern, format, bounds, lengths and item counts, each required property removed,
 * and the same inside if/then/else branches with the body first brought to the branch's
 * condition. Nested objects and arrays are entered where `base` has a value to start from.
 * `$ref`s are resolved through `documents` by `$id` (and within a document by fragment).
 */
export function violationsOf(schema: Schema, base: unknown, documents: readonly Schema[]): BodyViolation[] {
  const byId = new Map(documents.map((d) => [String(d['$id']), d]));
  const out: BodyViolation[] = [];

  const resolve = (node: Schema, document: Schema): { node: Schema; document: Schema } => {
    const ref = node['$ref'];
    if (typeof ref !== 'string') return { node, document };
    const [id, fragment = ''] = ref.split('#') as [string, string?];
    const target = id === '' ? document : byId.get(id);
    if (target === undefined) throw new Error(`conformance cases: unresolvable $ref ${ref}`);
    const pointed = fragment
      .split('/')
      .filter((s) => s !== '')
      .reduce<unknown>((n, s) => (n as Record<string, unknown> | undefined)?.[s], target) as Schema | undefined;
    if (pointed === undefined) throw new Error(`conformance cases: unresolvable $ref ${ref}`);
    const { $ref: _ref, ...siblings } = node;
    return resolve({ ...pointed, ...siblings }, target);
  };

  const emit = (place: Place, kind: ViolationKind, at: readonly Segment[], value: unknown, field = fieldOf(place.at)) => {
    const key = `${field} ${kind}${place.condition ? ` when ${place.condition}` : ''}`;
    const change = value === undefined ? `${concreteOf(at)} removed` : `${concreteOf(at)} = ${shown(value)}`;
    out.push({ field, kind, ...(place.condition ? { condition: place.condition } : {}), key, change, body: changed(place.base, at, value) });
  };

  const walk = (raw: Schema, place: Place): void => {
    const { node, document } = resolve(raw, place.document);
    const here: Place = { ...place, document };
    const { at, base } = here;
    const current = valueAt(base, at);

    if (typeof node['type'] === 'string') emit(here, 'wrong-type', at, WRONG_TYPE_VALUE[node['type']]);
    if (Array.isArray(node['enum'])) {
      const breaker = ENUM_BREAKERS.find((b) => !(node['enum'] as unknown[]).some((v) => isDeepStrictEqual(v, b)));
      if (breaker !== undefined) emit(here, 'not-in-enum', at, breaker);
    }
    if (typeof node['pattern'] === 'string') {
      const pattern = new RegExp(node['pattern'], 'u');
      const breaker = PATTERN_BREAKERS.find((b) => !pattern.test(b));
      if (breaker !== undefined) emit(here, 'pattern-mismatch', at, breaker);
    }
    if (typeof node['format'] === 'string' && FORMAT_BREAKER[node['format']] !== undefined) emit(here, 'bad-format', at, FORMAT_BREAKER[node['format']]);
    if (typeof node['minLength'] === 'number' && node['minLength'] > 0) emit(here, 'too-short', at, 'x'.repeat(node['minLength'] - 1));
    if (typeof node['maxLength'] === 'number') emit(here, 'too-long', at, 'x'.repeat(node['maxLength'] + 1));
    if (typeof node['minimum'] === 'number') emit(here, 'below-minimum', at, node['minimum'] - 1);
    if (typeof node['maximum'] === 'number') emit(here, 'above-maximum', at, node['maximum'] + 1);

    // Item counts and items are varied around the array's first item, when the base has one.
    const sample = current.found && Array.isArray(current.value) ? (current.value[0] as unknown) : undefined;
    if (typeof node['minItems'] === 'number' && node['minItems'] > 0 && (node['minItems'] === 1 || sample !== undefined)) {
      emit(here, 'too-few-items', at, Array.from({ length: node['minItems'] - 1 }, () => sample));
    }
    if (typeof node['maxItems'] === 'number' && sample !== undefined) {
      emit(here, 'too-many-items', at, Array.from({ length: node['maxItems'] + 1 }, () => sample));
    }
    if (node['items'] !== undefined && sample !== undefined) walk(node['items'] as Schema, { ...here, at: [...at, 0] });

    const isObject = current.found && current.value !== null && typeof current.value === 'object' && !Array.isArray(current.value);
    if (isObject) {
      for (const name of (node['required'] as string[] | undefined) ?? []) emit(here, 'missing', [...at, name], undefined, fieldOf([...at, name]));
      for (const [name, sub] of Object.entries((node['properties'] as Record<string, Schema> | undefined) ?? {})) walk(sub, { ...here, at: [...at, name] });
      for (const sub of (node['allOf'] as Schema[] | undefined) ?? []) walkBranches(sub, here);
      walkBranches(node, here);
    }
  };

  /** if/then/else of `node` at `place`: each branch walked on a body brought to its condition. */
  const walkBranches = (raw: Schema, place: Place): void => {
    const { node, document } = resolve(raw, place.document);
    const test = node['if'] as Schema | undefined;
    if (test === undefined) return;
    const consts = Object.entries((test['properties'] as Record<string, Schema> | undefined) ?? {}).filter(([, s]) => 'const' in s);
    const tested = ((test['required'] as string[] | undefined) ?? []).filter((name) => !consts.some(([c]) => c === name));
    const fieldNamed = (name: string) => fieldOf([...place.at, name]);
    if (node['then'] !== undefined) {
      const base = consts.reduce((body, [name, s]) => changed(body, [...place.at, name], s['const']), place.base);
      const condition = consts.map(([name, s]) => `${fieldNamed(name)} is ${JSON.stringify(s['const'])}`).join(' and ');
      walk(node['then'] as Schema, { ...place, base, condition, document });
    }
    if (node['else'] !== undefined && tested.length > 0) {
      const base = tested.reduce((body, name) => changed(body, [...place.at, name], undefined), place.base);
      const condition = tested.map((name) => `${fieldNamed(name)} is absent`).join(' and ');
      walk(node['else'] as Schema, { ...place, base, condition, document });
    }
  };

  walk(schema, { at: [], base, document: schema });
  return out;
}
