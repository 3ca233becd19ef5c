import type { ErrorCode } from '../errors/error-catalogue.js';
import type { Failure, Result } from '../shared/result.js';

/** String.prototype.isWellFormed / toWellFormed (Node 20; the ES2024 lib is not in the compiler's target). */
interface Es2024String {
  isWellFormed(): boolean;
  toWellFormed(): string;
}
const isWellFormed = (text: string): boolean => (text as unknown as Es2024String).isWellFormed();
const toWellFormed = (text: string): string => (text as unknown as Es2024String).toWellFormed();

/** Where a request holds text that is not well-formed Unicode. */
export interface IllFormedText {
  /** JSON pointer of the value (or of the member whose name it is), lone surrogates shown as U+FFFD. */
  readonly pointer: string;
  /** True when the property name itself is ill-formed, not its value. */
  readonly inName: boolean;
}

const escapeToken = (token: string): string => toWellFormed(token).replaceAll('~', '~0').replaceAll('/', '~1');

/** A value still to look at, and where it sits: the pointer is spelled out only for the value found. */
interface Frame {
  readonly value: unknown;
  /** The frame of the array or object holding it; undefined for the whole value. */
  readonly parent: Frame | undefined;
  /** Its index or property name in the parent. */
  readonly token: number | string;
}

/** The JSON pointer of `frame`'s value, or of its member `name`. */
const pointerOf = (frame: Frame, name?: string): string => {
  const tokens = name === undefined ? [] : [escapeToken(name)];
  for (let at = frame; at.parent !== undefined; at = at.parent) tokens.push(escapeToken(String(at.token)));
  return tokens.reverse().map((token) => `/${token}`).join('');
};

/**
 * The first string of a decoded JSON value, property names included, that is not well-formed
 * Unicode: one holding a lone UTF-16 surrogate (`"\ud800"` is valid JSON syntax, but I-JSON,
 * RFC 7493, forbids it, and no UTF-8 text can carry it). Iterative, so a deeply nested body cannot
 * exhaust the stack; undefined when every string is well formed.
 */
export const illFormedTextIn = (value: unknown): IllFormedText | undefined => {
  const pending: Frame[] = [{ value, parent: undefined, token: '' }];
  while (pending.length > 0) {
    const frame = pending.pop()!;
    const current = frame.value;
    if (typeof current === 'string') {
      if (!isWellFormed(current)) return { pointer: pointerOf(frame), inName: false };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push({ value: current[i], parent: frame, token: i });
    } else if (typeof current === 'object' && current !== null) {
      const names = Object.keys(current);
      for (const name of names) if (!isWellFormed(name)) return { pointer: pointerOf(frame, name), inName: true };
      for (let i = names.length - 1; i >= 0; i--) pending.push({ value: (current as Record<string, unknown>)[names[i]!], parent: frame, token: names[i]! });
    }
  }
  return undefined;
};

/** The same for a query string: the first parameter whose name or value is ill-formed. */
export const illFormedParameterIn = (query: Readonly<Record<string, string>>): string | undefined =>
  Object.entries(query).find(([name, value]) => !isWellFormed(name) || !isWellFormed(value))?.[0];

/** `value` with the member at `pointer` replaced by `replacement` (a copy; `value` is untouched). */
const replacedAt = (value: unknown, pointer: string, replacement: unknown): unknown => {
  const copy = structuredClone(value);
  const tokens = pointer.split('/').slice(1).map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
  let holder = copy as Record<string, unknown>;
  for (const token of tokens.slice(0, -1)) holder = holder[token] as Record<string, unknown>;
  holder[tokens[tokens.length - 1]!] = replacement;
  return copy;
};

const WHY = 'is not well-formed Unicode: it holds a lone UTF-16 surrogate, which no UTF-8 text can carry (and a database would store as U+FFFD, so a replay would never match it). Send the text as UTF-8.';

/**
 * The refusal of a request that its parser accepted but that holds ill-formed text (issue: an
 * order id ending in "\ud800" was booked, stored as U+FFFD by MongoDB, and could never be updated).
 * The code is the field's own, as its parser gives it for a value that is not a string there
 * (BAD_REF for `ref`, BAD_SESSION_ID for `sessionId`, ...): the body was accepted before, so any
 * refusal of the copy is about that field. A member the parser does not read (an unknown field,
 * a property name) has no code of its own: INVALID_JSON for a body (I-JSON text is what the
 * API takes), BAD_REQUEST for a query parameter. The detail names the field.
 */
export const refuseIllFormedText = (
  body: unknown,
  query: Readonly<Record<string, string>>,
  parse: (body: unknown, query: Readonly<Record<string, string>>) => Result<unknown>,
): Failure | undefined => {
  const inBody = illFormedTextIn(body);
  if (inBody !== undefined) {
    const where = inBody.inName ? `The name of the body member ${inBody.pointer}` : `The body's ${inBody.pointer}`;
    const code: ErrorCode = inBody.inName ? 'INVALID_JSON' : codeOf(parse(replacedAt(body, inBody.pointer, {}), query), 'INVALID_JSON');
    return { code, detail: `${where} ${WHY}` };
  }
  const parameter = illFormedParameterIn(query);
  if (parameter === undefined) return undefined;
  const shown = toWellFormed(parameter);
  const code: ErrorCode = isWellFormed(parameter) ? codeOf(parse(body, { ...query, [parameter]: '\u0000' }), 'BAD_REQUEST') : 'BAD_REQUEST';
  return { code, detail: `The query parameter "${shown}" ${WHY}` };
};

const codeOf = (result: Result<unknown>, otherwise: ErrorCode): ErrorCode => (result.ok ? otherwise : result.failure.code);
