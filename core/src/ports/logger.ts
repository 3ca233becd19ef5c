/** Structured logging. Fields must never carry secrets or signatures. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}
export const LOGGER = Symbol.for('parasol.Logger');

export const silentLogger: Logger = { info: () => {}, error: () => {} };
