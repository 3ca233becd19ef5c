/**
 * How a benchmark child process tells the runner it is accepting connections: one stdout line,
 * `READY ` then a JSON payload. Nothing else is printed on stdout, so the line cannot be confused.
 */
export const READY_PREFIX = 'READY ';

export const announceReady = (payload: object): void => {
  process.stdout.write(`${READY_PREFIX}${JSON.stringify(payload)}\n`);
};

/** Stops on SIGTERM/SIGINT through a normal exit, so `--cpu-prof` gets to write its profile. */
export const exitCleanlyOnSignal = (close: () => Promise<void>): void => {
  const stop = () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
};
