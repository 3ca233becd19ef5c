#!/usr/bin/env node
// Rehearses the Dockerfile without a container engine (none runs on this machine kind): builds its
// two stages as folders, with the checkout's files as the build context (less .dockerignore), its
// RUN lines run by sh and its COPY lines copied, then starts the runtime stage's CMD from the
// runtime folder alone and checks that it serves: /healthz, a signed call with the printed key,
// /openapi.json, /docs and its script, the widget's script. Both stages live at the same path in
// turn (the build's folder is moved aside before the runtime's is assembled), as both are /app in
// the image: the bundle names files by the build's paths.
//
//   node tools/server/deploy/rehearse-image.mjs     (a few minutes: two npm ci, tsc -b, the bundle)
//
// Prints the runtime folder's size and what it holds; exits 1 on the first thing that fails.
import { execFileSync, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WORK = mkdtempSync(join(tmpdir(), 'parasol-image-'));
const APP = join(WORK, 'app');
const MANIFESTS = join(WORK, 'manifests');
const BUILD_APP = join(WORK, 'build-app');

/** The Dockerfile's instructions by stage, continuation lines joined, comments dropped. */
const stages = () => {
  const lines = readFileSync(join(ROOT, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const found = [];
  for (const line of lines) {
    const [keyword, ...rest] = line.split(/\s+/);
    if (keyword.toUpperCase() === 'FROM') found.push({ name: rest.at(-1), steps: [] });
    else found.at(-1).steps.push({ keyword: keyword.toUpperCase(), args: rest.join(' ') });
  }
  return found;
};

/** An image path as a folder of this rehearsal: /app (the stage being built), /manifests. */
const onDisk = (path, stageApp) => path.replace(/^\/app\b/, stageApp).replace(/^\/manifests\b/, MANIFESTS);

/** The build context: the checkout's files, tracked or not (ignored ones left out), less .dockerignore's patterns. */
const copyContext = (into) => {
  const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const patterns = ignored.map((p) => new RegExp(`^${p.replace(/\*\*\//g, '(?:.*/)?').replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}(?:/|$)`));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const file of files) {
    if (patterns.some((p) => p.test(file)) || !existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(into, file)), { recursive: true });
    cpSync(join(ROOT, file), join(into, file));
  }
};

const env = {};
const run = (stage, step, stageApp) => {
  const { keyword, args } = step;
  if (keyword === 'WORKDIR') return mkdirSync(stageApp, { recursive: true });
  if (keyword === 'ENV') {
    for (const [, name, value] of args.matchAll(/([A-Z_]+)=(\S+)/g)) env[name] = value;
    return;
  }
  if (keyword === 'COPY') {
    const from = /--from=(\S+)/.exec(args)?.[1];
    const paths = args.replace(/--from=\S+\s*/, '').split(/\s+/);
    const target = paths.pop();
    if (from === undefined && paths[0] === '.') return copyContext(stageApp);
    const targetPath = target.startsWith('/') ? onDisk(target, stageApp) : join(stageApp, target);
    // Docker's rules as used here: a folder's contents into a folder; a file into a folder (ending in /) or to a file path.
    const intoFolder = target.endsWith('/') || paths.length > 1;
    mkdirSync(intoFolder ? targetPath : dirname(targetPath), { recursive: true });
    for (const source of paths) {
      const sourcePath = from === 'build' ? onDisk(source, BUILD_APP) : onDisk(source, stageApp);
      const fileIntoFolder = intoFolder && !source.endsWith('/');
      cpSync(sourcePath, fileIntoFolder ? join(targetPath, source.split('/').at(-1)) : targetPath, { recursive: true });
    }
    return;
  }
  if (keyword === 'RUN') {
    const command = onDisk(args.replace(/\/app\b/g, stageApp).replace(/\/manifests\b/g, MANIFESTS).replace(/&& chown \S+ \S+/, ''), stageApp);
    console.error(`[${stage}] RUN ${args.slice(0, 100)}…`);
    execFileSync('sh', ['-c', command], { cwd: stageApp, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  }
};

const [build, runtime] = stages();
for (const step of build.steps) run('build', step, APP);
renameSync(APP, BUILD_APP);
for (const key of Object.keys(env)) delete env[key];
for (const step of runtime.steps) run('runtime', step, APP);

const size = execFileSync('du', ['-sh', APP], { encoding: 'utf8' }).split('\t')[0];
const top = execFileSync('sh', ['-c', `cd ${APP} && find . -maxdepth 3 -not -path './node_modules/*' | sort`], { encoding: 'utf8' });
console.log(`runtime folder ${APP}: ${size}\n${top}`);

// The CMD, from the runtime folder alone, on free ports.
const cmd = JSON.parse(runtime.steps.find((s) => s.keyword === 'CMD').args);
const child = spawn(cmd[0] === 'node' ? process.execPath : cmd[0], [...cmd.slice(1), '--port', '0'], { cwd: APP, env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0', PARASOL_METRICS_PORT: '0', PARASOL_METRICS_HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
let out = '';
let err = '';
child.stdout.on('data', (c) => (out += c));
child.stderr.on('data', (c) => (err += c));
const fail = (why) => {
  console.error(`rehearse-image: ${why}\n--- stdout\n${out}\n--- stderr\n${err.slice(-3000)}`);
  child.kill('SIGKILL');
  process.exit(1);
};
try {
  for (let i = 0; !/PARASOL_SECRET=/.test(out); i++) {
    if (i > 300 || child.exitCode !== null) fail('the runtime stage did not serve');
    await new Promise((r) => setTimeout(r, 100));
  }
  const base = /serving on (\S+?) /.exec(out)[1];
  const keyId = /PARASOL_KEY_ID=(\S+)/.exec(out)[1];
  const secret = /PARASOL_SECRET=(\S+)/.exec(out)[1];
  const ts = String(Math.floor(Date.now() / 1000));
  const signature = `v2=${createHmac('sha256', secret).update(`${ts}.GET./api/v1/travel/meta.`).digest('hex')}`;
  const checks = [
    ['/healthz', {}],
    ['/api/v1/travel/meta', { 'x-svc-key-id': keyId, 'x-svc-timestamp': ts, 'x-svc-signature': signature }],
    ['/openapi.json', {}],
    ['/docs', {}],
    ['/docs/redoc.standalone.js', {}],
    ['/widget.js', {}],
  ];
  for (const [path, headers] of checks) {
    const answer = await fetch(new URL(path, base), { headers });
    if (answer.status !== 200) fail(`${path} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
    console.log(`ok ${path} 200`);
  }
  if (!/gRPC on /.test(out)) fail('no gRPC line in the banner');
  console.log('ok gRPC serving');
} finally {
  child.kill('SIGTERM');
}
