/**
 * A string pino writes between quotes as it is (its asString): at most 100 characters, none below
 * U+0020, no quote and no backslash. Anything else pino escapes.
 */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\uffff]{0,100}$/;

/** Keys whose verdict is remembered: callers log a few fixed field names, never names from input. */
const MAX_REMEMBERED_KEYS = 256;

/** The line of a plain info event, or undefined when the event is not plain. */
export type PlainInfoLine = (fields: Readonly<Record<string, unknown>>, message: string, time: string) => string | undefined;

/**
 * The JSON line pino writes for an info event (createPinoLogger's options: level as its name,
 * `time` as given, message last) when it is plain: every key and string value plain, every other
 * value a number, a boolean or null (an undefined field is left out, as pino leaves it out), and
 * no field of a `censored` name. Undefined when the event is not plain: pino writes that one.
 *
 * Built directly, because pino's general path (a serializer and a stringifier looked up for every
 * key, each key and value escaped a character at a time) costs half as much again for an
 * access-log line, which is always plain. tools/test/compose checks the two write the same bytes.
 */
export function plainInfoLines(censored: ReadonlySet<string>): PlainInfoLine {
  const plainKeys = new Set<string>();
  const isPlainKey = (key: string): boolean => {
    if (plainKeys.has(key)) return true;
    if (censored.has(key) || !PLAIN.test(key)) return false;
    if (plainKeys.size < MAX_REMEMBERED_KEYS) plainKeys.add(key);
    return true;
  };
  return (fields, message, time) => {
    if (!PLAIN.test(message)) return undefined;
    let line = `{"level":"info"${time}`;
    for (const key in fields) {
      const value = fields[key];
      if (value === undefined || !Object.hasOwn(fields, key)) continue;
      if (!isPlainKey(key)) return undefined;
      switch (typeof value) {
        case 'string':
          if (!PLAIN.test(value)) return undefined;
          line += `,"${key}":"${value}"`;
          break;
        case 'number':
          // pino writes a number as JavaScript prints it, and NaN or an infinity as null.
          line += `,"${key}":${Number.isFinite(value) ? value : 'null'}`;
          break;
        case 'boolean':
          line += `,"${key}":${value}`;
          break;
        default:
          if (value !== null) return undefined;
          line += `,"${key}":null`;
      }
    }
    return `${line},"message":"${message}"}\n`;
  };
}
