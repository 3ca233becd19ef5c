/**
 * A string pino writes between quotes as it is (its asString): at most 100 characters, none below
 * U+0020, no quote and no backslash. Anything else pino escapes.
 */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\uffff]{0,100}$/;

/** Keys whose verdict is remembered: callers log a few fixed field names, never names from input. */
const MAX_REMEMBERED_KEYS = 256;

/**
 * Info events as they were logged, one after another in one array: for each, its message, its time
 * (pino's `,"time":"…"` text), its number of fields, then each field's key and value. Flat, so that
 * keeping an event for a batch allocates nothing of its own.
 */
export type InfoEvents = unknown[];

/**
 * Appends an event to `events` with its fields as they are now: own keys with a defined value, in
 * the order pino walks them (for...in), as pino leaves an undefined field out. False, leaving
 * `events` as it was, when a value is anything but a string, a number, a boolean or null: pino
 * serialises such an event itself, at once.
 */
export const takeInfoEvent = (events: InfoEvents, fields: Readonly<Record<string, unknown>>, message: string, time: string): boolean => {
  const at = events.length;
  events.push(message, time, 0);
  let count = 0;
  for (const key in fields) {
    const value = fields[key];
    if (value === undefined || !Object.hasOwn(fields, key)) continue;
    if (value !== null && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      events.length = at;
      return false;
    }
    events.push(key, value);
    count += 1;
  }
  events[at + 2] = count;
  return true;
};

/** Where the event after the one at `at` begins. */
export const nextInfoEvent = (events: Readonly<InfoEvents>, at: number): number => at + 3 + 2 * (events[at + 2] as number);

/** The message of the event at `at`. */
export const infoEventMessage = (events: Readonly<InfoEvents>, at: number): string => events[at] as string;

/** The time text of the event at `at`. */
export const infoEventTime = (events: Readonly<InfoEvents>, at: number): string => events[at + 1] as string;

/** The fields of the event at `at`, an object again (for pino, when its line is not plain). */
export const infoEventFields = (events: Readonly<InfoEvents>, at: number): Record<string, unknown> => {
  const fields: Record<string, unknown> = {};
  const end = nextInfoEvent(events, at);
  // Defined, not assigned: a field named __proto__ stays a field, as it was in the caller's object.
  for (let i = at + 3; i < end; i += 2) Object.defineProperty(fields, events[i] as string, { value: events[i + 1], enumerable: true, writable: true, configurable: true });
  return fields;
};

/** The line of the taken event at `at` when it is plain, else undefined. */
export type PlainInfoLineAt = (events: Readonly<InfoEvents>, at: number) => string | undefined;

/** The line of a plain info event, or undefined when the event is not plain. */
export type PlainInfoLine = (fields: Readonly<Record<string, unknown>>, message: string, time: string) => string | undefined;

/**
 * The JSON line pino writes for an info event (createPinoLogger's options: level as its name,
 * `time` as given, message last) when it is plain: every key and string value plain, every other
 * value a number, a boolean or null, and no field of a `censored` name. Undefined when the event is
 * not plain: pino writes that one.
 *
 * Built directly, because pino's general path (a serializer and a stringifier looked up for every
 * key, each key and value escaped a character at a time) costs half as much again for an
 * access-log line, which is always plain. tools/test/compose checks the two write the same bytes.
 */
export function plainInfoLinesAt(censored: ReadonlySet<string>): PlainInfoLineAt {
  const plainKeys = new Set<string>();
  const isPlainKey = (key: string): boolean => {
    if (plainKeys.has(key)) return true;
    if (censored.has(key) || !PLAIN.test(key)) return false;
    if (plainKeys.size < MAX_REMEMBERED_KEYS) plainKeys.add(key);
    return true;
  };
  return (events, at) => {
    const message = infoEventMessage(events, at);
    if (!PLAIN.test(message)) return undefined;
    let line = `{"level":"info"${infoEventTime(events, at)}`;
    const end = nextInfoEvent(events, at);
    for (let i = at + 3; i < end; i += 2) {
      const key = events[i] as string;
      const value = events[i + 1];
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
          // takeInfoEvent keeps nothing else.
          line += `,"${key}":null`;
      }
    }
    return `${line},"message":"${message}"}\n`;
  };
}

/**
 * A plainInfoLinesAt formatter (or one made for `censored`) for an event as a caller passes it: its
 * line at once, when plain.
 */
export function plainInfoLines(censored: ReadonlySet<string> | PlainInfoLineAt): PlainInfoLine {
  const lineAt = typeof censored === 'function' ? censored : plainInfoLinesAt(censored);
  const event: InfoEvents = [];
  return (fields, message, time) => {
    event.length = 0;
    return takeInfoEvent(event, fields, message, time) ? lineAt(event, 0) : undefined;
  };
}
