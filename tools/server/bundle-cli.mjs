// Bundles the compiled `parasol` command (tools/server/dist/cli.js and everything it imports, packages
// included) into a few ES modules under tools/server/bundle/, which tools/server/launch.mjs runs when they are
// as fresh as the build. Run after `tsc -b` (npm run build, npm ci's prepare and npm test do).
//
// Why: loading the compiled server meant resolving, reading and compiling about 900 separate
// modules; the same code as one module graph of a few files loads at once (measured, spawn to the
// banner: 0.8 s against 1.5 s from dist/; issue 14 asks for `npm start` under 1 s). Code that is not needed at start-up
// (MongoDB's driver, other commands) stays behind a dynamic import, in chunks of its own loaded
// only when used; the simulators (@parasol/sims, dev only) are not bundled at all.
//
// A bundle must not change what the code does. Modules find files beside themselves (the protos,
// the sample catalogue, the widget's assets, a package's own proto folder) through
// import.meta.url, __dirname and __filename: the plugin below gives each module its original
// location, so every such path still points into the checkout. Everything else is esbuild's
// standard bundling; tools/server/test/commands/bundle.test.ts serves requests through a bundle.
import { build } from 'esbuild';
import { readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('.', import.meta.url));
export const BUNDLE_DIR = join(SERVER_DIR, 'bundle');

/** A module's text with its own import.meta.url, __dirname and __filename, as if it ran from where it lies. */
export const locatedHere = (text, file) => {
  const usesUrl = text.includes('import.meta.url');
  const usesDirectory = /\b__(dirname|filename)\b/.test(text);
  if (!usesUrl && !usesDirectory) return undefined;
  let located = usesUrl ? text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)) : text;
  if (usesDirectory) {
    // Declared inside the module (esbuild wraps a CommonJS module in a function of its own), after
    // a 'use strict' directive so that the module stays strict.
    const declared = `var __filename = ${JSON.stringify(file)}, __dirname = ${JSON.stringify(dirname(file))};\n`;
    const directive = /^(\s*(['"])use strict\2;?[ \t]*\n?)/.exec(located)?.[1] ?? '';
    located = directive + declared + located.slice(directive.length);
  }
  return located;
};

const keepModuleLocations = {
  name: 'keep-module-locations',
  setup(bundler) {
    bundler.onLoad({ filter: /\.(m?js|cjs)$/ }, async ({ path }) => {
      const contents = locatedHere(await readFile(path, 'utf8'), path);
      return contents === undefined ? undefined : { contents, loader: 'js' };
    });
  },
};

/** The folder of the installed package a file belongs to: the path up to node_modules/<name> or node_modules/@scope/<name>. */
export const packageRootOf = (file) => /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];

/**
 * One copy of each version of a package. npm installs the same version of a package more than
 * once when the hoisted place holds another version: mime-types 3.0.2 and mime-db 1.54.0 sit both
 * under koa and under type-is, and each copy's module is evaluated (the MIME tables built, a
 * 0.2 MB JSON parsed) at every start. Node itself would load both; a bundle can load one, as
 * `npm dedupe` would if the hoisted slot were free. A package found again at the same name and
 * version resolves to the first copy's file of the same relative path.
 */
const onePerVersion = {
  name: 'one-copy-per-package-version',
  setup(bundler) {
    const firstCopy = new Map();
    // name@version of each installed copy, its package.json read once however often it is imported.
    const versions = new Map();
    const versionOf = async (root) => {
      if (!versions.has(root)) {
        const { name, version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
        versions.set(root, `${name}@${version}`);
      }
      return versions.get(root);
    };
    bundler.onResolve({ filter: /^[^./]/ }, async ({ path, kind, resolveDir, importer, pluginData }) => {
      if (pluginData?.resolvingAsIs) return undefined;
      const resolved = await bundler.resolve(path, { kind, resolveDir, importer, pluginData: { resolvingAsIs: true } });
      const root = resolved.errors.length === 0 && !resolved.external ? packageRootOf(resolved.path) : undefined;
      if (root === undefined) return undefined;
      const key = await versionOf(root);
      if (!firstCopy.has(key)) firstCopy.set(key, root);
      const first = firstCopy.get(key);
      return { path: first === root ? resolved.path : join(first, relative(root, resolved.path)), sideEffects: resolved.sideEffects };
    });
  },
};

/**
 * Builds tools/server/bundle/ (or `into`, a folder inside the checkout, so that packages resolve from it)
 * from tools/server/dist/, replacing the previous bundle only once the new one is whole. Resolves with
 * the files bundled (esbuild's metafile inputs, relative to the checkout).
 */
export async function bundleCli(into = BUNDLE_DIR) {
  const staging = `${into}.tmp`;
  await rm(staging, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: { cli: join(SERVER_DIR, 'dist', 'cli.js') },
    // Paths in the metafile (and in the bundle's comments) relative to the checkout, wherever this runs from.
    absWorkingDir: join(SERVER_DIR, '..', '..'),
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Read with node --enable-source-maps, a stack names the TypeScript file and line.
    sourcemap: 'linked',
    // CommonJS packages call require(); an ES module has none, so each chunk makes its own.
    banner: { js: "import { createRequire as __parasolCreateRequire } from 'node:module'; const require = __parasolCreateRequire(import.meta.url);" },
    plugins: [onePerVersion, keepModuleLocations],
    // The simulators are a dev-only workspace: `parasol insurer-sim` loads them from the checkout.
    // argon2 (the console's password hashing) loads a prebuilt native addon, which no bundle can
    // hold: it is required from node_modules, by the console's first sign-up or sign-in.
    external: ['@parasol/sims', '@node-rs/argon2'],
    metafile: true,
    logLevel: 'error',
  });
  await rm(into, { recursive: true, force: true });
  await rename(staging, into);
  return Object.keys(metafile.inputs);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await bundleCli();
