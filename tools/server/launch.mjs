// Runs the `parasol` command (npm start, npm run parasol, npx parasol), by the fastest route that is current:
// the bundle of the compiled command (tools/server/bundle/cli.js, see bundle-cli.mjs) when it was built
// from the present dist/, else the compiled tools/server/dist/cli.js when every package's dist/ is up to
// date with its sources, else tools/server/src/cli.ts from the TypeScript sources through tsx. Either way
// what runs is the sources as they are now: a compiled or bundled copy is only a faster route to
// the same code, never an older one.
//
// Why: through tsx, each of the server's modules (about 600 ES modules) is resolved and loaded by
// hooks on a loader thread, a third of `npm start`'s start-up when measured; plain node loads the
// compiled modules itself, and the bundle spares it resolving and reading each one (measured:
// 0.8 s to the banner against 1.5 s from dist/). `npm ci` builds both (the root package's prepare
// script), so a fresh clone starts from the bundle at once.
//
// Up to date means what `tsc -b` itself checks before deciding there is nothing to build: no
// input of a project (a file under src/, its tsconfig.json and the ones it extends, its
// package.json) modified after the project's build info, and no project built before a project
// it references. tsc -b rewrites the build info after every build, even one that emits nothing
// new or that reports type errors (it emits anyway), so the rule holds after any build. An edit
// not yet built sends the whole command to the sources: compiled and source modules are never
// mixed, since a package resolves to one or the other for the whole process.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('.', import.meta.url));

/** The project in `dir` (a folder with a tsconfig.json), as `tsc -b` builds it. */
const readProject = (dir) => JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8'));

/** The configuration files a project's options come from: its tsconfig.json and what it extends. */
const configFilesOf = (dir) => {
  const files = [];
  let file = join(dir, 'tsconfig.json');
  while (file !== undefined) {
    files.push(file);
    const { extends: parent } = JSON.parse(readFileSync(file, 'utf8'));
    file = typeof parent === 'string' ? resolve(dirname(file), parent.endsWith('.json') ? parent : `${parent}.json`) : undefined;
  }
  return files;
};

/** The latest modification time among a project's inputs (what tsc -b compares with its build info). */
const newestInput = (dir) => {
  let newest = 0;
  const consider = (file) => (newest = Math.max(newest, statSync(file).mtimeMs));
  for (const entry of readdirSync(join(dir, 'src'), { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) consider(join(entry.parentPath ?? entry.path, entry.name));
  }
  for (const file of configFilesOf(dir)) consider(file);
  consider(join(dir, 'package.json'));
  return newest;
};

/**
 * Whether the compiled dist/ of the project in `serverDir` and of every project it references
 * (transitively) is up to date with their sources, as tsc -b would judge. Anything unreadable or
 * missing (no build yet, a malformed tsconfig.json) answers false: the sources then run.
 */
export function compiledIsCurrent(serverDir = SERVER_DIR) {
  const builtAt = new Map();
  const isCurrent = (dir) => {
    if (builtAt.has(dir)) return true;
    const buildInfo = join(dir, 'tsconfig.tsbuildinfo');
    if (!existsSync(buildInfo) || !existsSync(join(dir, 'dist'))) return false;
    const built = statSync(buildInfo).mtimeMs;
    builtAt.set(dir, built);
    if (newestInput(dir) > built) return false;
    const references = (readProject(dir).references ?? []).map((reference) => resolve(dir, reference.path));
    return references.every((reference) => isCurrent(reference) && builtAt.get(reference) <= built);
  };
  try {
    return isCurrent(resolve(serverDir));
  } catch {
    return false;
  }
}

/**
 * Runs a TypeScript module from the sources in this process, as `node --conditions=parasol-source
 * --import tools/server/register.mjs` would: tsx compiles on the fly (register.mjs), and a resolve hook
 * adds the parasol-source condition, so that each @parasol/* package resolves to its src/.
 */
export async function runFromSources(entry) {
  await import('./register.mjs');
  // Registered after tsx, so it runs first and tsx resolves with the condition too.
  register(
    'data:text/javascript,export const resolve = (specifier, context, next) => next(specifier, { ...context, conditions: [...context.conditions, "parasol-source"] });',
  );
  return import(pathToFileURL(entry).href);
}

/**
 * Whether tools/server/bundle/ was built from the compiled code as it is now: written after the last
 * build of tools (whose build info tsc -b rewrites on every build, after every project it
 * references), after the last change of the installed packages (package-lock.json) and after the
 * last change of the bundler itself. Only meaningful once compiledIsCurrent() holds.
 */
export function bundleIsCurrent(serverDir = SERVER_DIR) {
  try {
    const bundled = statSync(join(serverDir, 'bundle', 'cli.js')).mtimeMs;
    const inputs = [join(serverDir, 'tsconfig.tsbuildinfo'), join(serverDir, 'bundle-cli.mjs'), join(serverDir, '..', '..', 'package-lock.json')];
    return inputs.every((file) => !existsSync(file) || statSync(file).mtimeMs <= bundled);
  } catch {
    return false;
  }
}

/** What the command runs from: 'bundle', 'dist' or 'sources' (the rule at the top of this file). */
export function routeToRun(serverDir = SERVER_DIR) {
  if (!compiledIsCurrent(serverDir)) return 'sources';
  return bundleIsCurrent(serverDir) ? 'bundle' : 'dist';
}

/**
 * Runs the `parasol` command in this process by the route above, with the process's arguments
 * (`process.argv.slice(2)`): what `npm start`, `npm run parasol` and `npx parasol` do.
 */
export async function runParasol() {
  const route = routeToRun();
  if (route === 'bundle') await import('./bundle/cli.js');
  else if (route === 'dist') await import('./dist/cli.js');
  else await runFromSources(join(SERVER_DIR, 'src/cli.ts'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runParasol();
