import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, where `npm start` runs. */
export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServeProcess {
  readonly child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code, or the signal's name when a signal ended the process. */
  readonly exited: Promise<number | string>;
  /** Resolves with the URL once the server prints that it is serving. */
  readonly serving: Promise<string>;
}

/** Watches a spawned `parasol serve` (however started) for its URL, its output and its exit. */
export const watchServe = (child: ChildProcess): ServeProcess => {
  let stdout = '';
  let stderr = '';
  let announce!: (url: string) => void;
  const serving = new Promise<string>((resolve) => (announce = resolve));
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    const url = /serving on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
    if (url !== undefined) announce(url);
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  // A process that dies before serving must fail the test, not leave it waiting.
  const servingOrDead = Promise.race([serving, exited.then((end) => Promise.reject(new Error(`parasol serve ended (${end}) before serving:\n${stderr}`)))]);
  servingOrDead.catch(() => {});
  return { child, stdout: () => stdout, stderr: () => stderr, exited, serving: servingOrDead };
};

/** A temporary key file, so that a test never touches the repository's .parasol directory. */
export const aKeyFile = async (): Promise<string> => join(await mkdtemp(join(tmpdir(), 'parasol-serve-')), 'sandbox-key.json');

/**
 * `parasol serve` on a free loopback port, run the way `npm start` runs it (node, the project's
 * resolution condition and loader), with more --import modules when a test needs to reach inside;
 * a key file of its own unless `keyFile` names one (a restart that finds what the last start saved).
 */
export const startServe = async (imports: readonly string[] = [], env: NodeJS.ProcessEnv = {}, keyFile?: string): Promise<ServeProcess> => {
  const args = ['--conditions=parasol-source', '--import', join(ROOT, 'tools/server/register.mjs')];
  for (const module of imports) args.push('--import', module);
  args.push(join(ROOT, 'tools/server/src/cli.ts'), 'serve', '--port', '0', '--quiet', '--key-file', keyFile ?? (await aKeyFile()));
  return watchServe(spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } }));
};

/** 'answered' when a TCP connection to the URL's port is accepted, else the error code met. */
export const tryConnect = (url: string): Promise<string> =>
  new Promise((resolve) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('answered');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

/** Every stderr line read as JSON: a line that is not JSON (a printed stack) fails the parse. */
export const logLines = (stderr: string): Record<string, unknown>[] =>
  stderr
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`stderr line is not JSON: ${line}`);
      }
    });

/** The process ids under `pid` (Linux /proc; empty where there is none). */
export const descendantsOf = (pid: number): number[] => {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  let children: number[];
  try {
    children = readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return []; // the process ended while being read
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
};

/**
 * Whether a process is still running (signal 0 checks without sending anything). A zombie, ended
 * but not yet reaped (a container's init may be slow to), has stopped running: /proc tells.
 */
export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc: signal 0 is all there is
  }
};

/** Polls a condition, a bounded number of times. */
export const eventually = async (check: () => boolean, what: string): Promise<void> => {
  for (let i = 0; i < 300; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
};
