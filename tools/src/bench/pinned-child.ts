import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { READY_PREFIX } from './ready-line.js';

/** The repository root, whatever the current directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REGISTER = fileURLToPath(new URL('../../register.mjs', import.meta.url));

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
  /** SIGTERM, then waits for the exit (the child exits cleanly, writing any CPU profile). */
  stop(): Promise<void>;
}

export interface PinnedChildOptions {
  /** CPU the whole process (every thread) is confined to, via taskset. */
  readonly cpu: number;
  /** Extra node flags, e.g. --cpu-prof. */
  readonly nodeFlags?: readonly string[];
  /** Run the compiled entry (tools/dist, after `npm run build`) instead of the sources through tsx. */
  readonly compiled?: boolean;
  readonly readyWithinMs?: number;
}

const MAX_DISTINCT_LINES = 50;
const MAX_LINE_LENGTH = 500;

/**
 * Runs an entry of tools/src/bench in its own node process pinned to one CPU, the way `npm start`
 * runs the server (source conditions, tsx loader) or, with `compiled`, as plain JS from tools/dist,
 * and resolves with the payload of its READY line.
 */
export const startPinnedChild = <Ready>(script: string, args: readonly string[], options: PinnedChildOptions): Promise<PinnedChild<Ready>> => {
  const loader = options.compiled ? [] : ['--conditions=parasol-source', '--import', REGISTER];
  const entry = fileURLToPath(new URL(options.compiled ? `../../dist/bench/${script.replace(/\.ts$/, '.js')}` : script, import.meta.url));
  const readyWithinMs = options.readyWithinMs ?? 30_000;
  const child = spawn('taskset', ['-c', String(options.cpu), process.execPath, ...loader, ...(options.nodeFlags ?? []), entry, ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLines = new Map<string, number>();
  createInterface({ input: child.stderr }).on('line', (raw) => {
    const line = raw.slice(0, MAX_LINE_LENGTH);
    if (errorLines.has(line) || errorLines.size < MAX_DISTINCT_LINES) errorLines.set(line, (errorLines.get(line) ?? 0) + 1);
  });
  const stderr = () => [...errorLines].map(([line, count]) => ({ line, count }));

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
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith(READY_PREFIX)) return;
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      resolve({
        ready: JSON.parse(line.slice(READY_PREFIX.length)) as Ready,
        pid: child.pid as number,
        stderr,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
};
