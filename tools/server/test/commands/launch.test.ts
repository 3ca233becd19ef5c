import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const LAUNCHER = join(ROOT, 'tools/server/launch.mjs');

interface Launcher {
  compiledIsCurrent(toolsDir: string): boolean;
  routeToRun(toolsDir: string): 'bundle' | 'dist' | 'sources';
}
// A JavaScript module with no declarations: imported through a variable, typed here.
const launcherUrl = pathToFileURL(LAUNCHER).href;
const { compiledIsCurrent, routeToRun } = (await import(launcherUrl)) as Launcher;

/** Runs node with these arguments from the checkout's root, without the test runner's loader options. */
const node = (args: string[]): Promise<{ stdout: string; stderr: string }> => {
  const { NODE_OPTIONS: _runnerOptions, ...env } = process.env;
  return new Promise((resolve, reject) =>
    execFile(process.execPath, args, { cwd: ROOT, env, timeout: 50_000 }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve({ stdout, stderr }))),
  );
};

const write = async (file: string, text: string) => {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
};

/** Sets a file's modification time, in seconds from now. */
const touch = (file: string, secondsFromNow: number) => {
  const at = new Date(Date.now() + secondsFromNow * 1000);
  return utimes(file, at, at);
};

/**
 * Two projects as tsc -b builds them, tools/server referencing core, both extending a root tsconfig.json,
 * each with sources, a package.json, a dist/ and a build info written after every input.
 */
const builtTree = async (): Promise<string> => {
  const root = await mkdtemp(join(tmpdir(), 'parasol-launch-'));
  await write(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true } }));
  for (const [name, references, base] of [['core', [], '../tsconfig.json'], ['tools/server', [{ path: '../../core' }], '../../tsconfig.json']] as const) {
    const dir = join(root, name);
    await write(join(dir, 'tsconfig.json'), JSON.stringify({ extends: base, references }));
    await write(join(dir, 'package.json'), '{}');
    await write(join(dir, 'src/index.ts'), 'export {};');
    await write(join(dir, 'src/data/table.json'), '{}');
    await write(join(dir, 'dist/index.js'), 'export {};');
    await write(join(dir, 'tsconfig.tsbuildinfo'), '{}');
  }
  for (const file of ['tsconfig.json', 'core/tsconfig.json', 'core/package.json', 'core/src/index.ts', 'core/src/data/table.json', 'tools/server/tsconfig.json', 'tools/server/package.json', 'tools/server/src/index.ts', 'tools/server/src/data/table.json']) {
    await touch(join(root, file), -60);
  }
  await touch(join(root, 'core/tsconfig.tsbuildinfo'), -30);
  await touch(join(root, 'tools/server/tsconfig.tsbuildinfo'), -20);
  return root;
};

describe('tools/server/launch.mjs: npm start runs the compiled dist/ only when it is up to date', function () {
  this.timeout(60_000);
  let tree: string;
  beforeEach(async () => (tree = await builtTree()));
  afterEach(() => rm(tree, { recursive: true, force: true }));

  it('is current when no project has an input newer than its build info', () => {
    expect(compiledIsCurrent(join(tree, 'tools/server'))).to.equal(true);
  });

  for (const input of ['core/src/index.ts', 'core/src/data/table.json', 'core/tsconfig.json', 'core/package.json', 'tools/server/src/index.ts', 'tsconfig.json']) {
    it(`is stale once ${input} changes after the build`, async () => {
      await touch(join(tree, input), -1);
      expect(compiledIsCurrent(join(tree, 'tools/server'))).to.equal(false);
    });
  }

  it('is stale when a referenced project was built after the project that uses it', async () => {
    await touch(join(tree, 'core/tsconfig.tsbuildinfo'), -10);
    expect(compiledIsCurrent(join(tree, 'tools/server'))).to.equal(false);
  });

  it('is stale when a referenced project was never built', async () => {
    await rm(join(tree, 'core/tsconfig.tsbuildinfo'));
    expect(compiledIsCurrent(join(tree, 'tools/server'))).to.equal(false);
  });

  it('is stale when a dist/ is gone', async () => {
    await rm(join(tree, 'tools/server/dist'), { recursive: true });
    expect(compiledIsCurrent(join(tree, 'tools/server'))).to.equal(false);
  });

  it('is stale, not an error, when a tsconfig.json cannot be read', async () => {
    await writeFile(join(tree, 'core/tsconfig.json'), '{ "references": [ // a comment');
    await touch(join(tree, 'core/tsconfig.json'), -60);
    expect(compiledIsCurrent(join(tree, 'tools/server'))).to.equal(false);
  });
});

describe('tools/server/launch.mjs: the bundle runs only when it was built from the present dist/', function () {
  this.timeout(60_000);
  let tree: string;
  /** The built tree, bundled 10 s after its last build, with a lock file and the bundler older than both. */
  beforeEach(async () => {
    tree = await builtTree();
    for (const file of ['package-lock.json', 'tools/server/bundle-cli.mjs', 'tools/server/bundle/cli.js']) await write(join(tree, file), '{}');
    await touch(join(tree, 'package-lock.json'), -60);
    await touch(join(tree, 'tools/server/bundle-cli.mjs'), -60);
    await touch(join(tree, 'tools/server/bundle/cli.js'), -10);
  });
  afterEach(() => rm(tree, { recursive: true, force: true }));

  it('runs the bundle when it is newer than the build, the installed packages and the bundler', () => {
    expect(routeToRun(join(tree, 'tools/server'))).to.equal('bundle');
  });

  for (const [input, why] of [
    ['tools/server/tsconfig.tsbuildinfo', 'tools was built again'],
    ['package-lock.json', 'the installed packages changed'],
    ['tools/server/bundle-cli.mjs', 'the bundler changed'],
  ] as const) {
    it(`runs dist/ instead once ${why} (${input} newer than the bundle)`, async () => {
      await touch(join(tree, input), -1);
      expect(routeToRun(join(tree, 'tools/server'))).to.equal('dist');
    });
  }

  it('runs dist/ when there is no bundle', async () => {
    await rm(join(tree, 'tools/server/bundle'), { recursive: true });
    expect(routeToRun(join(tree, 'tools/server'))).to.equal('dist');
  });

  it('runs the sources when dist/ is stale, however fresh the bundle', async () => {
    await touch(join(tree, 'core/src/index.ts'), -5);
    await touch(join(tree, 'tools/server/bundle/cli.js'), 0);
    expect(routeToRun(join(tree, 'tools/server'))).to.equal('sources');
  });
});

describe('tools/server/launch.mjs: the rule agrees with tsc -b', function () {
  this.timeout(60_000);

  it('is current after tsc -b, stale after an edit, current again after tsc -b rebuilds it (even with a type error)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'parasol-launch-tsc-'));
    try {
      await write(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { composite: true, module: 'nodenext', target: 'es2022', strict: true, types: [] } }));
      // As each package of the checkout: its own rootDir and outDir (paths are relative to the file that sets them).
      const project = { extends: '../tsconfig.json', compilerOptions: { rootDir: 'src', outDir: 'dist' }, include: ['src/**/*.ts'] };
      await write(join(root, 'core/tsconfig.json'), JSON.stringify(project));
      await write(join(root, 'core/package.json'), '{ "type": "module" }');
      await write(join(root, 'core/src/index.ts'), 'export const answer: number = 42;\n');
      await write(join(root, 'tools/server/tsconfig.json'), JSON.stringify({ ...project, extends: '../../tsconfig.json', references: [{ path: '../../core' }] }));
      await write(join(root, 'tools/server/package.json'), '{ "type": "module" }');
      await write(join(root, 'tools/server/src/cli.ts'), 'export const cli = "parasol";\n');
      const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
      const build = () => node([tsc, '-b', join(root, 'tools/server')]).catch(() => undefined); // a type error fails the build, which still emits
      const tools = join(root, 'tools/server');

      expect(compiledIsCurrent(tools), 'before any build').to.equal(false);
      await build();
      expect(compiledIsCurrent(tools), 'after tsc -b').to.equal(true);
      await write(join(root, 'core/src/index.ts'), 'export const answer: number = "forty-two";\n');
      expect(compiledIsCurrent(tools), 'after an edit').to.equal(false);
      await build();
      expect(compiledIsCurrent(tools), 'after tsc -b with a type error').to.equal(true);
      // Current means the compiled copy is the edited code: tsc -b emits despite the error.
      expect(await readFile(join(root, 'core/dist/index.js'), 'utf8')).to.include('forty-two');
      await touch(join(root, 'tools/server/src/cli.ts'), 0);
      expect(compiledIsCurrent(tools), 'after touching a file').to.equal(false);
      await build();
      expect(compiledIsCurrent(tools), 'after tsc -b on a touched, unchanged file').to.equal(true);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('tools/server/launch.mjs: running the command', function () {
  this.timeout(60_000);

  it('runs a TypeScript entry from the sources in-process, each @parasol/* package resolved to its src/', async () => {
    // A file of the checkout (test-artifacts/ is ignored by git), so that @parasol/* resolves as for the CLI.
    const dir = join(ROOT, 'test-artifacts', `launch-${process.pid}`);
    const entry = join(dir, 'where.ts');
    await write(entry, "const where: string = import.meta.resolve('@parasol/core');\nprocess.stdout.write(where);\n");
    try {
      const { stdout } = await node(['--input-type=module', '-e', `await (await import(${JSON.stringify(launcherUrl)})).runFromSources(${JSON.stringify(entry)});`]);
      expect(stdout).to.match(/\/core\/src\/index\.ts$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('runs the parasol command, either way, as npm start does', async () => {
    const { stdout, stderr } = await node([LAUNCHER, '--help']);
    expect(stdout).to.include('usage: parasol <command>').and.include('serve');
    expect(stderr).to.equal('');
  });
});
