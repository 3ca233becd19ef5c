import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { ANSWER_PREFIX, READY_PREFIX } from './ready-line.js';

/** The repository root, whatever the current directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REGISTER = fileURLToPath(new URL('../../server/register.mjs', import.meta.url));

/** A stderr line and how many times the child wrote it. */
export interface RepeatedLine {
  readonly line: string;
  readonly count: number;
}

export interface PinnedChild<Ready> {
  readonly ready: Ready;
  readonly pid: number;
  /** What the child wrote on stderr, each distinct line once with its count (a warning per request would otherwise drown the output). */
  stderr(): RepeatedLine[];
  /** Asks the child a question (ready-line.ts, answerQuestions) and resolves with its answer. */
  ask<T>(question: string): Promise<T>;
  /** SIGTERM, then waits for the exit (the child exits cleanly, writing any CPU profile). */
  stop(): Promise<void>;
}

export interface PinnedChildOptions {
  /** CPU the whole process (every thread) is confined to, via taskset. */
  readonly cpu: number;
  /** Extra node flags, e.g. --cpu-prof. */
  readonly nodeFlags?: readonly string[];
  /** Run the compiled entry (tools/server/dist, after `npm run build`) instead of the sources through tsx. */
  readonly compiled?: boolean;
  readonly readyWithinMs?: number;
  /**
   * Lines containing this text are dropped from the child's stderr by a `grep -v` between the
   * two (on the runner's CPU), the rest reported as usual: the access log's lines go down a pipe
   * that is drained as a log collector would drain it, and do not flood the runner.
   */
  readonly dropStderrLines?: string;
}

const MAX_DISTINCT_LINES = 50;
const MAX_LINE_LENGTH = 500;

/**
 * Runs an entry of tools/bench/src in its own node process pinned to one CPU, the way `npm start`
 * runs the server (source conditions, tsx loader) or, with `compiled`, as plain JS from tools/server/dist,
 * and resolves with the payload of its READY line.
 */
export const startPinnedChild = <Ready>(script: string, args: readonly string[], options: PinnedChildOptions): Promise<PinnedChild<Ready>> => {
  const loader = options.compiled ? [] : ['--conditions=parasol-source', '--import', REGISTER];
  const entry = fileURLToPath(new URL(options.compiled ? `../dist/${script.replace(/\.ts$/, '.js')}` : script, import.meta.url));
  // Generous: a tsx start takes a second on a quiet machine, tens of seconds when both cores are busy.
  const readyWithinMs = options.readyWithinMs ?? 120_000;
  // grep inherits the runner's CPU; the child writes into grep's stdin, grep hands the rest on.
  const filter = options.dropStderrLines === undefined ? undefined : spawn('grep', ['--line-buffered', '-v', '-F', '-e', options.dropStderrLines], { stdio: ['pipe', 'pipe', 'ignore'] });
  const child = spawn('taskset', ['-c', String(options.cpu), process.execPath, ...loader, ...(options.nodeFlags ?? []), entry, ...args], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', filter ? filter.stdin : 'pipe'],
  });
  // The child holds its own copy of grep's stdin: closing ours lets grep end when the child does.
  filter?.stdin.destroy();
  const { stdin, stdout } = child;
  if (stdin === null || stdout === null) throw new Error('the child has no stdin or stdout pipe');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLines = new Map<string, number>();
  const stderrStream = filter ? filter.stdout : child.stderr;
  if (stderrStream === null) throw new Error('the child has no stderr pipe');
  createInterface({ input: stderrStream }).on('line', (raw) => {
    // A log line's time (pino's ISO "time" field) would make every line distinct: lines are counted without it.
    const line = raw.replace(/"time":"[^"]*",?/, '').slice(0, MAX_LINE_LENGTH);
    if (errorLines.has(line) || errorLines.size < MAX_DISTINCT_LINES) errorLines.set(line, (errorLines.get(line) ?? 0) + 1);
  });
  const stderr = () => [...errorLines].map(([line, count]) => ({ line, count }));

  interface Asking {
    resolve(answer: unknown): void;
    reject(error: Error): void;
  }
  const waiting = new Map<string, Asking[]>();
  // A child that exits leaves its questions unanswered: they fail rather than hang the run.
  stdin.on('error', () => {});
  void exited.then(() => {
    for (const [question, askers] of waiting) for (const asker of askers) asker.reject(new Error(`${script} exited before answering ${question}`));
    waiting.clear();
  });
  const ask = <T>(question: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (child.exitCode !== null || child.signalCode !== null) return reject(new Error(`${script} has exited: it cannot answer ${question}`));
      waiting.set(question, [...(waiting.get(question) ?? []), { resolve: resolve as (answer: unknown) => void, reject }]);
      stdin.write(`${question}\n`);
    });

  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      const said = stderr().map(({ line }) => `\n  ${line}`).join('');
      reject(new Error(`${error.message}${said ? `; its stderr:${said}` : ''}`));
    };
    const timer = setTimeout(() => fail(new Error(`${script} did not announce READY within ${readyWithinMs} ms`)), readyWithinMs);
    const exitedEarly = (code: number | null) => fail(new Error(`${script} exited with code ${String(code)} before announcing READY`));
    child.once('error', fail);
    child.once('exit', exitedEarly);
    createInterface({ input: stdout }).on('line', (line) => {
      if (line.startsWith(ANSWER_PREFIX)) {
        const rest = line.slice(ANSWER_PREFIX.length);
        const space = rest.indexOf(' ');
        const question = rest.slice(0, space);
        const [first, ...others] = waiting.get(question) ?? [];
        waiting.set(question, others);
        first?.resolve(JSON.parse(rest.slice(space + 1)));
        return;
      }
      if (!line.startsWith(READY_PREFIX)) return;
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      resolve({
        ready: JSON.parse(line.slice(READY_PREFIX.length)) as Ready,
        pid: child.pid as number,
        stderr,
        ask,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          stdin.end();
          await exited;
        },
      });
    });
  });
};

/** The core the measured servers run on, alone. */
export const SERVER_CPU = 0;
/** The core of the runner (the load generator) and of the helpers it starts (insurer simulators, the MongoDB-wire server, grep). */
export const LOAD_CPU = 1;
