import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { BenchFailure } from './bench-failure.js';
import { signedRequest, BENCH_REQUESTS } from './bench-requests.js';
import { spreadOf, roundedSpread, type Spread } from './paired-stats.js';
import { REPO_ROOT } from './pinned-child.js';
import { judge, type Target, type Verdict } from './targets.js';

/**
 * How long `npm start` takes to serve (issue 14: under 1 s): from spawning the command as the
 * README runs it to the first answered signed request, GET /api/v1/travel/meta with the sandbox
 * key it prints. Each start gets a fresh temporary directory for its key file, free ports (PORT=0
 * picks free ones for REST, gRPC and metrics) and an environment without the caller's PARASOL_*
 * settings, so it collides with nothing and starts as a fresh checkout does. The same is timed,
 * as information, for the node command on the sources (no npm in front), for the compiled JS
 * (tools/server/dist) and for its bundle (tools/server/bundle, which npm start runs when current: the run says
 * which route it took). The variants alternate within each run, so a busy moment of the machine
 * weighs on all of them.
 */
export const STARTUP_VARIANTS = ['npm-start', 'node-source', 'node-compiled', 'node-bundle'] as const;
export type StartupVariant = (typeof STARTUP_VARIANTS)[number];

export const STARTUP_TARGET: Target = { metric: 'startupMs', comparison: 'below', threshold: 1000, says: '`npm start` to the first answered request < 1 s' };

const COMPILED_CLI = join(REPO_ROOT, 'tools', 'server', 'dist', 'cli.js');
const BUNDLED_CLI = join(REPO_ROOT, 'tools', 'server', 'bundle', 'cli.js');
const LAUNCHER = join(REPO_ROOT, 'tools', 'server', 'launch.mjs');

/** What `npm start` runs from now, by tools/server/launch.mjs's own rule: 'bundle', 'dist' or 'sources'. */
const npmStartRoute = async (): Promise<string> => ((await import(pathToFileURL(LAUNCHER).href)) as { routeToRun(): string }).routeToRun();

const commandOf = (variant: StartupVariant, keyFile: string): string[] => {
  switch (variant) {
    case 'npm-start':
      return ['npm', 'start', '--silent', '--', '--key-file', keyFile];
    case 'node-source':
      return [process.execPath, '--conditions=parasol-source', '--import', './tools/server/register.mjs', 'tools/server/src/cli.ts', 'serve', '--key-file', keyFile];
    case 'node-compiled':
      return [process.execPath, COMPILED_CLI, 'serve', '--key-file', keyFile];
    case 'node-bundle':
      return [process.execPath, BUNDLED_CLI, 'serve', '--key-file', keyFile];
  }
};

/** The environment of a fresh start: the caller's, less anything that configures Parasol or its ports. */
const freshEnvironment = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(PARASOL_|GRPC_|PORT$|HOST$|MONGODB_URI$)/.test(name)) env[name] = value;
  }
  return { ...env, PORT: '0', HOST: '127.0.0.1' };
};

export interface StartupRun {
  readonly variant: StartupVariant;
  /** Spawn to the banner naming the URL and the sandbox key. */
  readonly msToBanner: number;
  /** Spawn to the first signed request answered 200. */
  readonly msToFirstAnswer: number;
}

/** One start: spawn, wait for the banner, send the signed request, stop the whole process group. */
const startOnce = async (variant: StartupVariant): Promise<StartupRun> => {
  const directory = mkdtempSync(join(tmpdir(), 'parasol-bench-start-'));
  const [command = '', ...args] = commandOf(variant, join(directory, 'sandbox-key.json'));
  // Both cores, as a user's start has them (the runner itself is pinned to one, which children inherit).
  const allCpus = `0-${cpus().length - 1}`;
  const started = performance.now();
  const child = spawn('taskset', ['-c', allCpus, command, ...args], { cwd: REPO_ROOT, env: freshEnvironment(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const stderr: string[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => stderr.push(line.slice(0, 300)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stopGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  try {
    const banner = await new Promise<{ url: string; keyId: string; secret: string }>((resolve, reject) => {
      const found: Record<string, string> = {};
      const timer = setTimeout(() => reject(new BenchFailure(`${variant} printed no banner within 30 s; its stderr: ${stderr.slice(-5).join(' | ')}`)), 30_000);
      void exited.then(() => reject(new BenchFailure(`${variant} exited before serving; its stderr: ${stderr.slice(-5).join(' | ')}`)));
      createInterface({ input: child.stdout }).on('line', (line) => {
        const match = /serving on (http:\/\/\S+?) |PARASOL_KEY_ID=(\S+)|PARASOL_SECRET=(\S+)/.exec(line);
        if (match?.[1]) found.url = match[1];
        if (match?.[2]) found.keyId = match[2];
        if (match?.[3]) found.secret = match[3];
        if (found.url && found.keyId && found.secret) {
          clearTimeout(timer);
          resolve({ url: found.url, keyId: found.keyId, secret: found.secret });
        }
      });
    });
    const msToBanner = performance.now() - started;
    const meta = { ...BENCH_REQUESTS.meta, credentials: { keyId: banner.keyId, secret: banner.secret } };
    const wire = signedRequest(meta, 0, Date.now());
    const answer = await fetch(`${banner.url}${wire.path}`, { headers: wire.headers });
    await answer.arrayBuffer();
    const msToFirstAnswer = performance.now() - started;
    if (answer.status !== 200) throw new BenchFailure(`${variant}: the first signed request was answered ${answer.status}`);
    return { variant, msToBanner: Math.round(msToBanner), msToFirstAnswer: Math.round(msToFirstAnswer) };
  } finally {
    stopGroup('SIGTERM');
    const killer = setTimeout(() => stopGroup('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
    rmSync(directory, { recursive: true, force: true });
  }
};

/**
 * Spawn to exit of `node -e 0` in a start's environment, in ms: what every node process of a start
 * (npm's own, then the server's) pays before running any of its code. Information beside the
 * start-up figures: on a machine that sets NODE_EXTRA_CA_CERTS, node reads and parses that file of
 * certificates before anything else (Node 20 loads it at start-up), ~0.1-0.25 s per process here.
 */
const nodeBootOnce = async (env: NodeJS.ProcessEnv): Promise<number> => {
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', '0'], { env, stdio: 'ignore' });
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', () => resolve());
  });
  return performance.now() - started;
};

/** What node's own boot costs here: in the start's environment, and without NODE_EXTRA_CA_CERTS when that sets it. */
export interface NodeBoot {
  readonly asIs: Spread;
  /** Only when the environment sets NODE_EXTRA_CA_CERTS. */
  readonly withoutExtraCaCerts?: Spread;
}

export interface StartupResult {
  /** What `npm start` ran from during the measurement (tools/server/launch.mjs): 'bundle', 'dist' or 'sources'. */
  readonly npmStartRuns: string;
  readonly runs: readonly StartupRun[];
  /** Spawn to first answer, by variant (compiled and bundle only when tools/server/dist and tools/server/bundle exist). */
  readonly msToFirstAnswer: Partial<Record<StartupVariant, Spread>>;
  /** `node -e 0`, spawn to exit, timed beside the starts (information). */
  readonly nodeBoot: NodeBoot;
  readonly verdicts: readonly Verdict[];
}

export const measureStartup = async (runs: number, log: (line: string) => void): Promise<StartupResult> => {
  const variants = STARTUP_VARIANTS.filter((v) => (v !== 'node-compiled' || existsSync(COMPILED_CLI)) && (v !== 'node-bundle' || existsSync(BUNDLED_CLI)));
  const npmStartRuns = await npmStartRoute();
  log(`  npm start runs from: ${npmStartRuns} (tools/server/launch.mjs)`);
  const results: StartupRun[] = [];
  const environment = freshEnvironment();
  const { NODE_EXTRA_CA_CERTS: extraCaCerts, ...withoutExtraCaCerts } = environment;
  const boots: { asIs: number[]; withoutExtraCaCerts: number[] } = { asIs: [], withoutExtraCaCerts: [] };
  for (let i = 0; i < runs; i++) {
    boots.asIs.push(await nodeBootOnce(environment));
    if (extraCaCerts !== undefined) boots.withoutExtraCaCerts.push(await nodeBootOnce(withoutExtraCaCerts));
    // Rotate the order, so no variant always comes first after a quiet (or busy) pause.
    const order = variants.map((_, k) => variants[(k + i) % variants.length] as StartupVariant);
    for (const variant of order) {
      const run = await startOnce(variant);
      results.push(run);
      log(`  ${variant}: banner ${run.msToBanner} ms, first answer ${run.msToFirstAnswer} ms`);
    }
  }
  const spreads: Partial<Record<StartupVariant, Spread>> = {};
  for (const variant of variants) spreads[variant] = spreadOf(results.filter((r) => r.variant === variant).map((r) => r.msToFirstAnswer));
  return {
    npmStartRuns,
    runs: results,
    msToFirstAnswer: Object.fromEntries(Object.entries(spreads).map(([variant, spread]) => [variant, roundedSpread(spread, 0)])),
    nodeBoot: {
      asIs: roundedSpread(spreadOf(boots.asIs), 0),
      ...(extraCaCerts === undefined ? {} : { withoutExtraCaCerts: roundedSpread(spreadOf(boots.withoutExtraCaCerts), 0) }),
    },
    verdicts: [judge('startup', STARTUP_TARGET, spreads['npm-start'])],
  };
};
