import { createInterface } from 'node:readline';

/**
 * How a benchmark child process talks to the runner, on its stdout (nothing else is printed
 * there, so the lines cannot be confused): one `READY ` line with a JSON payload once it accepts
 * connections, then one `ANSWER <question> ` line with a JSON payload per question the runner
 * writes on its stdin (one word a line).
 */
export const READY_PREFIX = 'READY ';
export const ANSWER_PREFIX = 'ANSWER ';

export const announceReady = (payload: object): void => {
  process.stdout.write(`${READY_PREFIX}${JSON.stringify(payload)}\n`);
};

/** Answers the runner's questions (e.g. `commands`: the wire commands counted so far). An unknown one is answered null. */
export const answerQuestions = (handlers: Readonly<Record<string, () => unknown>>): void => {
  createInterface({ input: process.stdin }).on('line', (line) => {
    const question = line.trim();
    const handler = handlers[question];
    Promise.resolve(handler === undefined ? null : handler()).then(
      (answer) => process.stdout.write(`${ANSWER_PREFIX}${question} ${JSON.stringify(answer ?? null)}\n`),
      (error: unknown) => process.stdout.write(`${ANSWER_PREFIX}${question} ${JSON.stringify({ error: String(error) })}\n`),
    );
  });
};

/**
 * Stops on SIGTERM/SIGINT through a normal exit, so `--cpu-prof` gets to write its profile; and
 * when the runner is gone (its end of stdin closed: killed, or crashed), so that no server is left
 * holding a core after an interrupted run.
 */
export const exitCleanlyOnSignal = (close: () => Promise<void>): void => {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.stdin.once('end', stop);
  process.stdin.resume();
};
