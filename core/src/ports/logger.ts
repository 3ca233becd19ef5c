/**
 * Structured logging. Fields must never carry secrets or signatures.
 * info: what happened as expected; warn: something outside Parasol failed and Parasol coped (an
 * insurer refused, a client broke its connection), worth watching but not a bug; error: a bug or
 * an outage on our side.
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}
export const LOGGER = Symbol.for('parasol.Logger');

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
